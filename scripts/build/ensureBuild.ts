import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from './build';
import { OUT_DIR } from './outDir';

/**
 * What the build reads: a change to any of them makes `dist/` stale. The app bundles the chat's
 * knowledge (offline answers), the stylesheet comes from the Panda and PostCSS configs, the
 * headers file from the server's rules (tests/unit/scripts/buildInputs.test.ts follows the imports).
 */
export const BUILD_INPUTS = [
  'src',
  'public',
  'sw',
  'chat-knowledge',
  'scripts/build',
  'scripts/vite',
  'scripts/server',
  'index.html',
  'vite.config.ts',
  'panda.config.ts',
  'postcss.config.cjs',
  'package-lock.json',
  '.env',
  '.env.production',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), info.mtimeMs);
}

/** True when `dist/` is missing or older than any of its inputs. */
export function buildIsStale(outDir = OUT_DIR): boolean {
  const built = path.join(outDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(input) > builtAt);
}

/** Runs the production build when needed; throws when the build fails. */
export async function ensureBuild({ force = false }: { force?: boolean } = {}): Promise<void> {
  if (!force && !buildIsStale()) return;
  console.log('Building the production bundle ...');
  await build();
}
