import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOffer, deleteOffer, moveOffer, updateOffer } from '../../../src/data/commands/offerCommands';
import { db } from '../../../src/data/db/database';
import { input, pngImage, seedOffers, setUp, type Harness } from '../../support/sync/harness';

let h: Harness;
beforeEach(async () => {
  h = await setUp();
});

describe('outbox order and idempotent replay', () => {
  it('applies an edit to Dexie at once and queues it in the same transaction', async () => {
    const { id } = await createOffer(input('Sofa'), [pngImage()]);
    const local = await db.offers.get(id);
    expect(local?.name).toBe('Sofa');
    expect(local?.images[0]).toMatch(/\/storage\/v1\/object\/public\/offer-images\/[0-9a-f-]{36}\.png$/);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => entry.payload.kind)).toEqual(['upload', 'insert']);
    expect(await db.blobs.count()).toBe(1);
    expect(h.remote.calls).toHaveLength(0);
  });

  it('replays entries strictly in the order they were made', async () => {
    const [a] = await seedOffers(h.remote, 2);
    const { id: created } = await createOffer(input('Neu'), [pngImage()]);
    await updateOffer(a!.id, input('Umbenannt'), [], []);
    await moveOffer(created, 'up');
    await deleteOffer(a!.id);
    await h.engine.drain();
    const writes = h.remote.calls.filter((call) => !['currentSession', 'refreshSession', 'fetchRow'].includes(call.method));
    expect(writes.map((call) => call.method)).toEqual(['upload', 'insertRows', 'updateRow', 'moveOffer', 'deleteRow']);
    expect(await db.outbox.count()).toBe(0);
    expect(h.remote.tables.offers.has(a!.id)).toBe(false);
    expect(h.remote.tables.offers.get(created)).toMatchObject({ name: 'Neu' });
    expect(h.remote.objects.size).toBe(1);
    expect(await db.blobs.count()).toBe(0);
  });

  it('a later edit of a row created offline is based on the server version after the insert', async () => {
    const { id } = await createOffer(input('Erst'), []);
    await updateOffer(id, input('Dann'), [], []);
    await h.engine.drain();
    expect(h.remote.tables.offers.get(id)).toMatchObject({ name: 'Dann' });
    expect(await db.outbox.count()).toBe(0);
    expect(h.remote.tables.offers.get(id)?.updated_at).toBe((await db.offers.get(id))?.updated_at);
  });

  it('the same entry replayed twice (answer lost) yields one row', async () => {
    const { id } = await createOffer(input('Einmal'), [pngImage()]);
    const entries = await db.outbox.orderBy('seq').toArray();
    await h.engine.drain();
    // The device did not hear the answer: the entries are still queued and go out again.
    await db.outbox.bulkPut(entries);
    await db.blobs.put({ name: (entries[0]!.payload as { name: string }).name, bucket: 'offer-images', blob: pngImage().blob, contentType: 'image/png' });
    await h.engine.drain();
    expect(h.remote.callsOf('insertRows')).toHaveLength(2);
    expect([...h.remote.tables.offers.values()].filter((row) => row.id === id)).toHaveLength(1);
    expect(h.remote.objects.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an update replayed after a lost answer is done, not a conflict', async () => {
    const [a] = await seedOffers(h.remote, 1);
    await updateOffer(a!.id, input('Neu'), [], []);
    const [entry] = await db.outbox.toArray();
    await h.engine.drain();
    await db.outbox.put(entry!);
    await h.engine.drain();
    expect(await db.outbox.count()).toBe(0);
    expect(h.remote.tables.offers.get(a!.id)).toMatchObject({ name: 'Neu' });
  });

  it('a move is one call, and a replayed move moves once', async () => {
    const [a, b, c] = await seedOffers(h.remote, 3);
    expect((await moveOffer(c!.id, 'up')).result).toBe('moved');
    const local = await db.offers.orderBy('display_order').toArray();
    expect(local.map((offer) => offer.id)).toEqual([a!.id, c!.id, b!.id]);
    const [entry] = await db.outbox.toArray();
    await h.engine.drain();
    expect(h.remote.callsOf('moveOffer')).toHaveLength(1);
    expect(h.remote.callsOf('updateRow')).toHaveLength(0);
    await db.outbox.put(entry!);
    await h.engine.drain();
    expect(h.remote.callsOf('moveOffer')).toHaveLength(2);
    const server = [...h.remote.tables.offers.values()].sort((x, y) => (x as { display_order: number }).display_order - (y as { display_order: number }).display_order);
    expect(server.map((offer) => offer.id)).toEqual([a!.id, c!.id, b!.id]);
  });

  it('moves at either end are decided on the Dexie order and queue nothing', async () => {
    const [a, , c] = await seedOffers(h.remote, 3);
    expect((await moveOffer(a!.id, 'up')).result).toBe('at_top');
    expect((await moveOffer(c!.id, 'down')).result).toBe('at_bottom');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('edits after a move', () => {
  it('an edit queued after a move of the same offers builds on the moved version (no false conflict)', async () => {
    const [a, b] = await seedOffers(h.remote, 2);
    await moveOffer(a!.id, 'down');
    await updateOffer(a!.id, input('A nach Move'), [], []);
    await updateOffer(b!.id, input('B nach Move'), [], []);
    await h.engine.drain();
    const { useSyncStatusStore } = await import('../../../src/data/sync/syncStatus');
    expect(useSyncStatusStore.getState().conflicts).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
    expect(h.remote.tables.offers.get(a!.id)).toMatchObject({ name: 'A nach Move', display_order: b!.display_order });
    expect(h.remote.tables.offers.get(b!.id)).toMatchObject({ name: 'B nach Move', display_order: a!.display_order });
    expect((await db.offers.orderBy('display_order').toArray()).map((offer) => offer.id)).toEqual([b!.id, a!.id]);
  });
});
