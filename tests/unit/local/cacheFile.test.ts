import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCacheFile } from '../../../supabase/local/cacheFile';

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

describe('the local stack cache', () => {
  // A fresh clone's first `npm test` starts several stacks at once in the test threads of one
  // process; they rendered the same seed image and all but one failed to rename it into place.
  it('takes the same file from many writers of one process at once, whole, leaving no temporary file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cache-file-'));
    const file = join(dir, 'seed-images', 'one.webp');
    const bytes = new Uint8Array(64 * 1024).fill(7);
    const writes = await Promise.allSettled(Array.from({ length: 12 }, () => writeCacheFile(file, bytes)));
    expect(writes.filter((write) => write.status === 'rejected')).toEqual([]);
    expect(new Uint8Array(await readFile(file))).toEqual(bytes);
    expect(await readdir(join(dir, 'seed-images'))).toEqual(['one.webp']);
  });
});
