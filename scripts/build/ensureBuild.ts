import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'public', 'sw', 'index.html', 'vite.config.ts', 'package-lock.json', '.env', '.env.production'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), info.mtimeMs);
}

/** True when `dist/` is missing or older than any of its inputs. */
export function buildIsStale(outDir = 'dist'): boolean {
  const built = path.join(outDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return INPUTS.some((input) => newestMtime(input) > builtAt);
}

/** Runs the production build when needed; throws when the build fails. */
export function ensureBuild({ force = false, env = {} }: { force?: boolean; env?: Record<string, string> } = {}): void {
  if (!force && !buildIsStale()) return;
  console.log('Building the production bundle ...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
}
