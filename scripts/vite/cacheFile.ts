import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file of the build's cache whole or not at all: a build stopped halfway leaves no
 * half-written file that the next one takes for a finished one, and builds side by side (or
 * threads of one process) each rename their own temporary file into place.
 */
export function writeCacheFile(file: string, data: Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
