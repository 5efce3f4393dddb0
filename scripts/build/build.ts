/**
 * The production build: client bundle, prerendered pages, the `_headers` file for static hosts and
 * the precompressed copies. `npm run build` runs this.
 */
import { spawnSync } from 'node:child_process';
import { OUT_DIR } from './outDir';
import { writeHeadersFile } from './headersFile';
import { precompress } from './precompress';
import { prerender } from './prerender';

export async function build(): Promise<void> {
  // The generated Panda helpers (src/styled-system) follow panda.config.ts; npm install makes them
  // too, but a changed theme must not build against stale ones.
  const codegen = spawnSync('npx', ['panda', 'codegen', '--silent'], { stdio: 'inherit' });
  if (codegen.status !== 0) throw new Error(`panda codegen failed with exit code ${codegen.status}`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], { encoding: 'utf8', stdio: ['inherit', 'pipe', 'pipe'] });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
  // A warning is a defect to fix where it arises, not noise a new engineer learns to skip.
  const warnings = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => /\bWARN\b|\(!\)|can't be bundled|deprecated|PLUGIN_TIMINGS/i.test(line));
  if (warnings.length > 0) throw new Error(`the build printed warnings:\n${warnings.join('\n')}`);
  await prerender();
  await writeHeadersFile(OUT_DIR, process.env.VITE_SUPABASE_URL);
  await precompress(OUT_DIR);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build();
}
