import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOffer, moveOffer, updateOffer } from '../../../src/data/commands/offerCommands';
import { db } from '../../../src/data/db/database';
import { useSyncStatusStore } from '../../../src/data/sync/syncStatus';
import { input, seedOffers, setUp, type Harness } from '../../support/sync/harness';

let h: Harness;
beforeEach(async () => {
  h = await setUp();
});

/** An offline edit of an offer that someone else changed on the server meanwhile. */
async function conflictOnOffer() {
  const [a, b] = await seedOffers(h.remote, 2);
  await updateOffer(a!.id, input('Meine Fassung'), [], []);
  await updateOffer(b!.id, input('Anderes Angebot'), [], []);
  const theirs = h.remote.editOnServer('offers', a!.id, { name: 'Ihre Fassung', sale_price: 99 });
  await h.engine.drain();
  return { a: a!, b: b!, theirs };
}

describe('conflicts', () => {
  it('an offline edit of a row changed on the server since becomes a conflict, not an overwrite', async () => {
    const { a, b, theirs } = await conflictOnOffer();
    expect(h.remote.tables.offers.get(a.id)).toMatchObject({ name: 'Ihre Fassung' });
    const { conflicts, lastError } = useSyncStatusStore.getState();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ table: 'offers', rowId: a.id, mine: { name: 'Meine Fassung' }, theirs: { name: 'Ihre Fassung', updated_at: theirs.updated_at } });
    expect(lastError).toMatch(/geändert/);
    // The optimistic state stays visible until the staff member decides.
    expect((await db.offers.get(a.id))?.name).toBe('Meine Fassung');
    // Independent entries went on.
    expect(h.remote.tables.offers.get(b.id)).toMatchObject({ name: 'Anderes Angebot' });
  });

  it("'mine' re-applies our values on top of the server's current version", async () => {
    const { a } = await conflictOnOffer();
    const [conflict] = useSyncStatusStore.getState().conflicts;
    await h.engine.resolveConflict(conflict!.id, 'mine');
    await h.settle();
    expect(h.remote.tables.offers.get(a.id)).toMatchObject({ name: 'Meine Fassung', sale_price: 150 });
    expect(useSyncStatusStore.getState().conflicts).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.offers.get(a.id))?.updated_at).toBe(h.remote.tables.offers.get(a.id)?.updated_at);
  });

  it("'theirs' takes the server row and drops the entry", async () => {
    const { a } = await conflictOnOffer();
    const [conflict] = useSyncStatusStore.getState().conflicts;
    await h.engine.resolveConflict(conflict!.id, 'theirs');
    await h.settle();
    expect(await db.offers.get(a.id)).toMatchObject({ name: 'Ihre Fassung', sale_price: 99 });
    expect(h.remote.tables.offers.get(a.id)).toMatchObject({ name: 'Ihre Fassung' });
    expect(h.remote.callsOf('updateRow').filter((call) => call.args[1] === a.id)).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    expect(useSyncStatusStore.getState().conflicts).toHaveLength(0);
  });

  it('later edits of a row in conflict wait for the decision', async () => {
    const { a } = await conflictOnOffer();
    await updateOffer(a.id, input('Noch später'), [], []);
    await h.engine.drain();
    expect(h.remote.callsOf('updateRow').filter((call) => call.args[1] === a.id)).toHaveLength(1);
    const [conflict] = useSyncStatusStore.getState().conflicts;
    await h.engine.resolveConflict(conflict!.id, 'mine');
    await h.settle();
    expect(h.remote.tables.offers.get(a.id)).toMatchObject({ name: 'Noch später' });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the order staff see conflicts in', () => {
  it('is the order they arose in: a conflict that arises again after a decision goes below the others', async () => {
    const [a, b] = await seedOffers(h.remote, 2);
    await updateOffer(a!.id, input('Meins A'), [], []);
    await updateOffer(b!.id, input('Meins B'), [], []);
    h.remote.editOnServer('offers', a!.id, { name: 'Server A' });
    h.remote.editOnServer('offers', b!.id, { name: 'Server B' });
    await h.engine.drain();
    const labels = () => useSyncStatusStore.getState().conflicts.map((conflict) => conflict.mine.name);
    expect(labels()).toEqual(['Meins A', 'Meins B']);

    // 'mine' for A, but the server's A changed again meanwhile: A is a conflict once more. It is
    // listed after B, so B (which staff may be reading) does not move.
    h.clock.advance(1000);
    h.remote.editOnServer('offers', a!.id, { name: 'Server A, wieder' });
    await h.engine.resolveConflict(useSyncStatusStore.getState().conflicts[0]!.id, 'mine');
    await h.settle();
    expect(labels()).toEqual(['Meins B', 'Meins A']);
    expect(useSyncStatusStore.getState().conflicts[1]?.theirs).toMatchObject({ name: 'Server A, wieder' });
  });
});

describe('moves and conflicts', () => {
  it('an edit queued after a move still meets a newer server edit of that offer as a conflict', async () => {
    const [a] = await seedOffers(h.remote, 2);
    await moveOffer(a!.id, 'down');
    await updateOffer(a!.id, input('Meins nach Move'), [], []);
    h.remote.editOnServer('offers', a!.id, { name: 'Von woanders' });
    await h.engine.drain();
    expect(h.remote.tables.offers.get(a!.id)).toMatchObject({ name: 'Von woanders' });
    expect(useSyncStatusStore.getState().conflicts).toMatchObject([{ rowId: a!.id, theirs: { name: 'Von woanders' } }]);
  });

  it('an offer created, moved and edited offline goes out without a false conflict', async () => {
    await seedOffers(h.remote, 2);
    const { id } = await createOffer(input('Neu'), []);
    await moveOffer(id, 'up');
    await updateOffer(id, input('Neu und geändert'), [], []);
    await h.engine.drain();
    expect(useSyncStatusStore.getState().conflicts).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
    expect(h.remote.tables.offers.get(id)).toMatchObject({ name: 'Neu und geändert' });
  });
});
