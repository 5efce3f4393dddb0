import { accessSync, constants } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'wichtrey-db-';
const SHARED_MEMORY = '/dev/shm';

/**
 * Where scratch folders go: Linux's shared-memory file system when there is one. PGlite writes the
 * 41 MB snapshot and reads it back one file call at a time; PGlite was ready in 0.8-1.3 s on tmpfs
 * against 1.1-1.9 s on the disk's /tmp (same machine, alternating; issue 27).
 */
function scratchRoot(): string {
  try {
    accessSync(SHARED_MEMORY, constants.W_OK);
    return SHARED_MEMORY;
  } catch {
    return tmpdir();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes scratch folders whose process is gone (a test run that was killed). */
async function sweep(root: string): Promise<void> {
  const entries = await readdir(root).catch(() => [] as string[]);
  for (const name of entries.filter((entry) => entry.startsWith(PREFIX))) {
    const dir = join(root, name);
    const pid = Number(await readFile(join(dir, 'owner.pid'), 'utf8').catch(() => 'NaN'));
    if (Number.isInteger(pid) && !alive(pid)) await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * A throw-away folder for an in-memory database. "In memory" databases live in a temporary data
 * directory, because the database thread must be able to reopen the data after a restart (see
 * db/thread-client.ts); the folder goes when the database closes, or with the next start after a
 * crash.
 */
export async function scratchDir(): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const parent = scratchRoot();
  await sweep(parent);
  const root = await mkdtemp(join(parent, PREFIX));
  await writeFile(join(root, 'owner.pid'), String(process.pid));
  return { dataDir: join(root, 'pgdata'), remove: () => rm(root, { recursive: true, force: true }) };
}
