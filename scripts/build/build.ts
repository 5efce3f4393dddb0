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
  const result = spawnSync('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`);
  await prerender();
  await writeHeadersFile(OUT_DIR, process.env.VITE_SUPABASE_URL);
  await precompress(OUT_DIR);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build();
}
