import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOffer, updateOffer } from '../../../src/data/commands/offerCommands';
import { db as pageDb, WichtreyDatabase } from '../../../src/data/db/database';
import { createOutboxLock, type OutboxLock } from '../../../src/data/sync/outboxLock';
import { createSyncEngine, type SyncStatusSink } from '../../../src/data/sync/syncEngine';
import type { SyncStatus } from '../../../src/data/sync/syncStatus';
import { drainOutbox } from '../../../src/data/workerSync';
import { FakeRemote } from '../../support/sync/fakeRemote';
import { input, pngImage, seedOffers, setUp } from '../../support/sync/harness';

/**
 * The engine against a database and an uploader it is given (as the page and the service worker
 * each give theirs): the edits are queued by the page's commands, then the outbox is handed to a
 * database of its own on another IndexedDB (as the worker opens the page's database anew).
 */

let remote: FakeRemote;
let device: WichtreyDatabase;

/** The page's outbox, mirror rows and files, in a database of their own on a separate IndexedDB. */
async function injectedCopy(): Promise<WichtreyDatabase> {
  const copy = new WichtreyDatabase('injected');
  const contents = await Promise.all(pageDb.tables.map(async (table) => ({ name: table.name, rows: await table.toArray() })));
  await copy.transaction('rw', copy.tables, async () => {
    for (const { name, rows } of contents) await copy.table(name).bulkPut(rows);
  });
  return copy;
}

function memoryStatus(): SyncStatusSink & { state: Partial<SyncStatus> } {
  const sink = {
    state: {} as Partial<SyncStatus>,
    setState(update: Partial<SyncStatus> | ((state: SyncStatus) => Partial<SyncStatus>)) {
      sink.state = { ...sink.state, ...(typeof update === 'function' ? update(sink.state as SyncStatus) : update) };
    },
  };
  return sink;
}

/** Web Locks as one origin's contexts share them: exclusive; `ifAvailable` gets null while held; others queue. */
function fakeLocks(): LockManager {
  const queues = new Map<string, Promise<unknown>>();
  const held = new Set<string>();
  const request = async (name: string, ...rest: unknown[]) => {
    const callback = rest[rest.length - 1] as (lock: Lock | null) => Promise<unknown>;
    const options = (rest.length > 1 ? rest[0] : {}) as LockOptions;
    if (options.ifAvailable && held.has(name)) return callback(null);
    const before = queues.get(name) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    queues.set(name, before.then(() => mine));
    await before;
    held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' } as Lock);
    } finally {
      held.delete(name);
      release();
    }
  };
  return { request, query: async () => ({ held: [], pending: [] }) } as unknown as LockManager;
}

function engineOn(database: WichtreyDatabase, lock: OutboxLock) {
  return createSyncEngine({ db: database, remote: () => remote, status: memoryStatus(), lock, setTimer: () => () => undefined, isOnline: () => true });
}

beforeEach(async () => {
  const h = await setUp();
  remote = h.remote;
  Dexie.dependencies.indexedDB = new IDBFactory();
});

afterEach(async () => {
  device?.close();
  Dexie.dependencies.indexedDB = indexedDB;
});

describe('the engine on an injected database and uploader', () => {
  it('two engines sharing one database and one lock: one drain at a time, each edit sent once and in order', async () => {
    const [offer] = await seedOffers(remote, 1);
    for (const name of ['Eins', 'Zwei', 'Drei']) await updateOffer(offer!.id, input(name), [], []);
    await createOffer(input('Neu'), [pngImage()]);
    device = await injectedCopy();
    const locks = fakeLocks();
    const lock = createOutboxLock(device, { locks: () => locks });
    await Promise.all([engineOn(device, lock).drain(), engineOn(device, lock).drain()]);
    // The second engine found the lock taken and skipped; the first sent everything, once.
    expect(remote.callsOf('updateRow').map((call) => (call.args[2] as { name?: string }).name)).toEqual(['Eins', 'Zwei', 'Drei']);
    expect(remote.callsOf('upload')).toHaveLength(1);
    expect(remote.callsOf('insertRows')).toHaveLength(1);
    expect(await device.outbox.count()).toBe(0);
    expect(remote.tables.offers.get(offer!.id)).toMatchObject({ name: 'Drei' });
    // The page's own database was not touched: the engine wrote where it was told.
    expect(await pageDb.outbox.count()).toBe(5);
    expect((await device.offers.get(offer!.id))?.updated_at).toBe(remote.tables.offers.get(offer!.id)?.updated_at);
  });

  it('without Web Locks the lease in the database keeps a second engine out while the first drains', async () => {
    const offers = await seedOffers(remote, 3);
    for (const offer of offers) await updateOffer(offer.id, input(`${offer.name}!`), [], []);
    device = await injectedCopy();
    const lock = createOutboxLock(device, { locks: () => undefined });
    const outcomes = await Promise.all([lock(() => engineOn(device, async (task) => (await task(), true)).drain()), lock(async () => undefined)]);
    expect(outcomes).toEqual([true, false]);
    expect(remote.callsOf('updateRow')).toHaveLength(3);
    // Released afterwards: the next drain may run.
    expect(await lock(async () => undefined)).toBe(true);
  });

  it('a lock that waits runs after the holder is done, and finds nothing left to send twice', async () => {
    const offers = await seedOffers(remote, 2);
    for (const offer of offers) await updateOffer(offer.id, input(`${offer.name}?`), [], []);
    device = await injectedCopy();
    const locks = fakeLocks();
    const page = createOutboxLock(device, { locks: () => locks });
    const worker = createOutboxLock(device, { locks: () => locks, wait: true });
    const order: string[] = [];
    await Promise.all([
      page(async () => {
        order.push('page');
        await engineOn(device, async (task) => (await task(), true)).drain();
      }),
      drainOutbox({ db: device, uploader: remote, lock: worker }).then(() => order.push('worker')),
    ]);
    expect(order).toEqual(['page', 'worker']);
    expect(remote.callsOf('updateRow')).toHaveLength(2);
  });
});

describe('the worker drains with no page open', () => {
  it('sends every edit in order with the same engine, refreshing an expiring token before the replay', async () => {
    const [offer] = await seedOffers(remote, 1);
    await updateOffer(offer!.id, input('Vom Worker'), [], []);
    await createOffer(input('Mit Bild vom Worker'), [pngImage()]);
    device = await injectedCopy();
    remote.session = { accessToken: 'token-1', expiresAt: Math.floor(Date.now() / 1000) + 5, isStaff: true };
    await drainOutbox({ db: device, uploader: remote, lock: createOutboxLock(device, { locks: () => fakeLocks(), wait: true }) });
    expect(await device.outbox.count()).toBe(0);
    expect(remote.tables.offers.get(offer!.id)).toMatchObject({ name: 'Vom Worker' });
    const writes = remote.calls.filter((call) => !['currentSession', 'refreshSession', 'fetchRow'].includes(call.method));
    expect(writes.map((call) => call.method)).toEqual(['updateRow', 'upload', 'insertRows']);
    expect(remote.callsOf('refreshSession').length).toBeGreaterThan(0);
    // No replay went out with the expiring token.
    expect(writes.every((call) => call.token !== 'token-1')).toBe(true);
  });

  it('an edit the server cannot take now stays queued and the drain rejects, so the browser fires the sync again', async () => {
    const [offer] = await seedOffers(remote, 1);
    await updateOffer(offer!.id, input('Später'), [], []);
    device = await injectedCopy();
    remote.failNext('updateRow', { status: 503, message: 'unavailable' });
    const lock = createOutboxLock(device, { locks: () => fakeLocks(), wait: true });
    await expect(drainOutbox({ db: device, uploader: remote, lock })).rejects.toThrow(/still wait/);
    expect(await device.outbox.count()).toBe(1);
    // The next sync event: the entry's backoff does not hold it back, it goes out once.
    await drainOutbox({ db: device, uploader: remote, lock });
    expect(await device.outbox.count()).toBe(0);
    expect(remote.tables.offers.get(offer!.id)).toMatchObject({ name: 'Später' });
  });

  it('conflicts and refusals are kept for staff to decide; the event still succeeds (nothing left it could send)', async () => {
    const [first, second] = await seedOffers(remote, 2);
    await updateOffer(first!.id, input('Meins'), [], []);
    await updateOffer(second!.id, input('Verboten'), [], []);
    device = await injectedCopy();
    remote.editOnServer('offers', first!.id, { name: 'Von anderswo' });
    remote.tables.offers.delete(second!.id); // deleted elsewhere: the edit is refused for good
    const lock = createOutboxLock(device, { locks: () => fakeLocks(), wait: true });
    await drainOutbox({ db: device, uploader: remote, lock });
    const entries = await device.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => entry.state)).toEqual(['conflict', 'failed']);
    expect(entries[0]?.serverRow).toMatchObject({ name: 'Von anderswo' });
  });

  it("sends on the sync event even while the worker's navigator.onLine still reads false", async () => {
    // Chromium fires the event when the connection is back, yet a worker can still report
    // offline then: the drain must not skip on that (it did: the edit waited, the event failed).
    const [offer] = await seedOffers(remote, 1);
    await updateOffer(offer!.id, input('Trotz onLine false'), [], []);
    device = await injectedCopy();
    vi.stubGlobal('navigator', { onLine: false });
    try {
      await drainOutbox({ db: device, uploader: remote, lock: createOutboxLock(device, { locks: () => fakeLocks(), wait: true }) });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(await device.outbox.count()).toBe(0);
    expect(remote.tables.offers.get(offer!.id)).toMatchObject({ name: 'Trotz onLine false' });
  });

  it('without a staff session it sends nothing and leaves the edits for the next staff sign-in', async () => {
    const [offer] = await seedOffers(remote, 1);
    await updateOffer(offer!.id, input('Wartet'), [], []);
    device = await injectedCopy();
    remote.session = null;
    await drainOutbox({ db: device, uploader: remote, lock: createOutboxLock(device, { locks: () => fakeLocks(), wait: true }) });
    expect(remote.calls.filter((call) => call.method !== 'currentSession')).toHaveLength(0);
    expect(await device.outbox.count()).toBe(1);
  });
});
