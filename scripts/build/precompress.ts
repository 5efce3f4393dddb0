import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { isCompressible } from '../server/contentTypes';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build, once at
 * build time, for the local server (sirv serves them) and for static hosts that do the same.
 * A copy that would not be smaller is left out.
 */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let written = 0;
  for (const entry of entries) {
    if (entry.isFile() && isCompressible(entry.name)) written += await precompressFile(path.join(entry.parentPath, entry.name));
  }
  return written;
}

/** The compressed copies of one file (a file changed after the build); how many were written. */
export async function precompressFile(file: string): Promise<number> {
  const body = await readFile(file);
  const copies: [string, Buffer][] = [
    ['.br', brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })],
    ['.gz', gzipSync(body, { level: 9 })],
  ];
  let written = 0;
  for (const [suffix, compressed] of copies) {
    if (compressed.length >= body.length) continue;
    await writeFile(file + suffix, compressed);
    written += 1;
  }
  return written;
}
