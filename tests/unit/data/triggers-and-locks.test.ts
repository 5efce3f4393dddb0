// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { useSyncStatusStore } from '../../../src/data/sync/syncStatus';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateOffer } from '../../../src/data/commands/offerCommands';
import { db } from '../../../src/data/db/database';
import { setRemote } from '../../../src/data/remote/defaultRemote';
import { createOutboxLock } from '../../../src/data/sync/outboxLock';
import { FLUSH_OUTBOX_EVENT, startSync } from '../../../src/data/sync/startSync';
import { createSyncEngine } from '../../../src/data/sync/syncEngine';
import { input, seedOffers, setUp, type Harness } from '../../support/sync/harness';

let h: Harness;
beforeEach(async () => {
  h = await setUp();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A minimal Web Locks manager shared by "tabs": exclusive locks, `ifAvailable` gets null when held. */
function fakeLocks() {
  const held = new Set<string>();
  return {
    async request(name: string, _options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<unknown>) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

describe('Web Locks: one tab drains at a time', () => {
  it('a second tab that finds the lock taken skips; every entry goes out once', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true, locks: fakeLocks() });
    const offers = await seedOffers(h.remote, 3);
    for (const offer of offers) await updateOffer(offer.id, input(`${offer.name}!`), [], []);
    const tab = () => createSyncEngine({ db, status: useSyncStatusStore, remote: () => h.remote, lock: createOutboxLock(db), setTimer: () => () => undefined });
    await Promise.all([tab().drain(), tab().drain(), tab().drain()]);
    expect(h.remote.callsOf('updateRow')).toHaveLength(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('without navigator.locks the engine still drains (fallback)', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true, locks: undefined });
    const [offer] = await seedOffers(h.remote, 1);
    await updateOffer(offer!.id, input('Ohne Locks'), [], []);
    await createSyncEngine({ db, status: useSyncStatusStore, remote: () => h.remote, lock: createOutboxLock(db) }).drain();
    expect(h.remote.tables.offers.get(offer!.id)).toMatchObject({ name: 'Ohne Locks' });
  });

  it('does not drain while the browser is offline', async () => {
    const [offer] = await seedOffers(h.remote, 1);
    await updateOffer(offer!.id, input('Offline'), [], []);
    await createSyncEngine({ db, status: useSyncStatusStore, remote: () => h.remote, isOnline: () => false }).drain();
    expect(h.remote.calls).toHaveLength(0);
  });
});

describe('startSync triggers', () => {
  it('drains after each edit, on online, on the service worker message and on the flush event', async () => {
    setRemote(h.remote);
    const offers = await seedOffers(h.remote, 1);
    const offer = offers[0]!;
    startSync();
    await updateOffer(offer.id, input('Nach Edit'), [], []);
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(h.remote.tables.offers.get(offer.id)).toMatchObject({ name: 'Nach Edit' });

    const triggers: Array<() => void> = [
      () => window.dispatchEvent(new Event('online')),
      () => window.dispatchEvent(new MessageEvent('message', { data: { type: 'FLUSH_OUTBOX' } })),
      () => window.dispatchEvent(new Event(FLUSH_OUTBOX_EVENT)),
    ];
    for (const [index, trigger] of triggers.entries()) {
      // An entry queued without the signal (as if another tab wrote it): only the trigger drains.
      const current = await db.offers.get(offer.id);
      await db.outbox.add({
        opId: crypto.randomUUID(),
        batchId: `trigger-${index}`,
        payload: { kind: 'update', table: 'offers', id: offer.id, values: { name: `Trigger ${index}` }, base: { name: current!.name } },
        rowKeys: [`offers:${offer.id}`],
        dependsOn: [],
        before: [],
        after: [],
        attempts: 0,
        nextAttemptAt: 0,
        state: 'pending',
        error: null,
        serverRow: null,
        causeOpId: null,
        createdAt: Date.now(),
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await db.outbox.count()).toBe(1);
      trigger();
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
      expect(h.remote.tables.offers.get(offer.id)).toMatchObject({ name: `Trigger ${index}` });
    }
  });
});
