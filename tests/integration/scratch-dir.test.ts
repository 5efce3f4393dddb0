import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchDir } from '../../supabase/local/db/scratch.ts';

// In-memory databases keep their files in a scratch folder (for the database thread's restarts).
describe('scratch folders of in-memory databases', () => {
  it('lie in shared memory on Linux and go when removed', async () => {
    const scratch = await scratchDir();
    const folder = join(scratch.dataDir, '..');
    expect(scratch.dataDir.startsWith(existsSync('/dev/shm') ? '/dev/shm/wichtrey-db-' : '/')).toBe(true);
    expect(existsSync(join(folder, 'owner.pid'))).toBe(true);
    await scratch.remove();
    expect(existsSync(folder)).toBe(false);
  });

  it('of a process that is gone are swept by the next start; those of a live one stay', async () => {
    const first = await scratchDir();
    const parent = join(first.dataDir, '../..');
    const orphan = join(parent, 'wichtrey-db-orphan-test');
    await mkdir(orphan, { recursive: true });
    // A pid above the kernel's maximum (4194304) belongs to no process.
    await writeFile(join(orphan, 'owner.pid'), '99999999');
    const second = await scratchDir();
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(join(first.dataDir, '..'))).toBe(true);
    await first.remove();
    await second.remove();
  });
});
