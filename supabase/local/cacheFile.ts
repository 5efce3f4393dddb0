import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes a file of the cache under node_modules/.cache whole or not at all, with any number of
 * writers at once: stacks started side by side on a cold cache (the test threads of one process
 * share its pid) write the same files. Each writer renames its own temporary file into place.
 */
export async function writeCacheFile(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}
