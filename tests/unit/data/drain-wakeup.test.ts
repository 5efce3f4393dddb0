import 'fake-indexeddb/auto';
import { useSyncStatusStore } from '../../../src/data/sync/syncStatus';
import { db } from '../../../src/data/db/database';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateOffer } from '../../../src/data/commands/offerCommands';
import { createSyncEngine } from '../../../src/data/sync/syncEngine';
import { input, seedOffers, setUp, type Harness } from '../../support/sync/harness';

// In a file of its own: a sync engine started by another test (startSync) would send the edit
// and hide a lost drain.
let h: Harness;
beforeEach(async () => {
  h = await setUp();
});

describe('a drain asked for while the running one finishes', () => {
  it('is not lost: an edit queued as the running drain releases its lock still goes out', async () => {
    const [first, second] = await seedOffers(h.remote, 2);
    let passesOver!: () => void;
    const passesDone = new Promise<void>((resolve) => (passesOver = resolve));
    let releaseLock!: () => void;
    const lockReleased = new Promise<void>((resolve) => (releaseLock = resolve));
    let calls = 0;
    const engine = createSyncEngine({
    db,
    status: useSyncStatusStore,
      remote: () => h.remote,
      setTimer: () => () => undefined,
      isOnline: () => true,
      refreshCollections: async () => undefined,
      // The first drain's passes are over, but its lock is not yet released (an await in between).
      lock: async (task) => {
        calls += 1;
        await task();
        if (calls === 1) {
          passesOver();
          await lockReleased;
        }
        return true;
      },
    });
    await updateOffer(first!.id, input('Erste Änderung'), [], []);
    const running = engine.drain();
    await passesDone;
    await updateOffer(second!.id, input('Zweite Änderung'), [], []);
    void engine.drain();
    releaseLock();
    await running;
    await vi.waitFor(() => expect(h.remote.tables.offers.get(second!.id)).toMatchObject({ name: 'Zweite Änderung' }), { timeout: 3000 });
    expect(h.remote.tables.offers.get(first!.id)).toMatchObject({ name: 'Erste Änderung' });
  });
});
