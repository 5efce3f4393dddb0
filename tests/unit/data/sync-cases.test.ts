import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Album, GalleryImage, Offer, OfferInput } from '../../../src/data/rows';
import { newDevice, openTab, type Device, type Tab } from '../../support/sync/devices';
import { faultyRemote, type FaultyRemote } from '../../support/sync/faultyRemote';
import { FakeRemote } from '../../support/sync/fakeRemote';
import { input, ManualClock, offerRow, pngImage } from '../../support/sync/harness';

// Five ways a sync could go wrong, each replayed step by step with two devices (each its own
// IndexedDB, engine and link to one in-memory server) or two tabs of one device.

let server: FakeRemote;
let clock: ManualClock;
let tabs: Tab[];

beforeEach(() => {
  server = new FakeRemote();
  clock = new ManualClock();
  tabs = [];
});

afterEach(() => {
  tabs.forEach((tab) => tab.close());
});

async function device(name: string): Promise<{ device: Device; link: FaultyRemote; tab: Tab }> {
  const link = faultyRemote(server);
  const dev = newDevice(name, link);
  const tab = await openTab(dev, { clock });
  tabs.push(tab);
  await tab.pullAll();
  return { device: dev, link, tab };
}

async function secondTab(dev: Device): Promise<Tab> {
  const tab = await openTab(dev, { clock });
  tabs.push(tab);
  return tab;
}

function seedAlbum(title: string): Album {
  const stamp = server.stamp();
  return server.seed('albums', { id: crypto.randomUUID(), title, description: 'Beschreibung', cover_image: null, created_at: stamp, updated_at: stamp }) as Album;
}

function seedImage(albumId: string, orderIndex: number, title: string | null = null): GalleryImage {
  const stamp = server.stamp();
  return server.seed('gallery_images', { id: crypto.randomUUID(), album_id: albumId, image_url: `https://x.test/${orderIndex}.png`, title, description: null, order_index: orderIndex, created_at: stamp, updated_at: stamp }) as GalleryImage;
}

/** The offer form's values for the offer, with some changed. */
function form(offer: Offer, changes: Partial<OfferInput> = {}): OfferInput {
  const { name, manufacturer, info, original_price, sale_price, discount } = offer;
  return { name, manufacturer, info, original_price, sale_price, discount, ...changes };
}

/** Nothing waits, nothing failed, no conflict: what 'Alles gespeichert' promises. */
function expectAllSaved(tab: Tab) {
  const status = tab.status();
  expect({ pending: status.pending, failed: status.failed, conflicts: status.conflicts }).toEqual({ pending: 0, failed: [], conflicts: [] });
}

/** The device's mirror holds exactly the server's rows once it pulled. */
async function expectMirrorsServer(tab: Tab) {
  await tab.pullAll();
  const sortById = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  expect(sortById(await tab.db.offers.toArray())).toEqual(sortById([...server.tables.offers.values()] as Offer[]));
  expect(sortById(await tab.db.albums.toArray())).toEqual(sortById([...server.tables.albums.values()] as Album[]));
  expect(sortById(await tab.db.gallery_images.toArray())).toEqual(sortById([...server.tables.gallery_images.values()] as GalleryImage[]));
}

describe('case 1: a replayed create never overwrites what was written after it', () => {
  async function createdRenamedAndRenamedElsewhere() {
    const a = await device('A');
    const b = await device('B');
    // A, offline: creates an album and renames it.
    const { id } = await a.tab.albums.createAlbum({ title: 'Sommerfest', description: 'Entwurf' }, null);
    await a.tab.albums.updateAlbum(id, { title: 'Sommerfest 2025', description: 'Entwurf' }, 'keep');
    // Back online: the insert reaches the server, its answer is lost; A waits with backoff.
    a.link.next('insertRows', 'loseAnswer');
    await a.tab.engine.drain();
    expect(server.tables.albums.get(id)).toMatchObject({ title: 'Sommerfest' });
    expect(await a.tab.db.outbox.count()).toBe(2);
    // B sees the new album and renames it.
    await b.tab.pullAll();
    await b.tab.albums.updateAlbum(id, { title: 'Gartenfest', description: 'Entwurf' }, 'keep');
    await b.tab.engine.drain();
    expect(server.tables.albums.get(id)).toMatchObject({ title: 'Gartenfest' });
    // A's link returns: the insert is replayed, then A's rename.
    clock.advance(1000);
    await a.tab.engine.drain();
    return { a, b, id };
  }

  it("the replay changes nothing; A's rename meets B's as a conflict naming the album, field by field", async () => {
    const { a, b, id } = await createdRenamedAndRenamedElsewhere();
    expect(server.tables.albums.get(id)).toMatchObject({ title: 'Gartenfest', description: 'Entwurf' });
    const [conflict] = a.tab.status().conflicts;
    expect(a.tab.status().conflicts).toHaveLength(1);
    expect(conflict).toMatchObject({ kind: 'update', table: 'albums', rowId: id, label: 'Sommerfest 2025', fields: [{ field: 'title', mine: 'Sommerfest 2025', theirs: 'Gartenfest' }] });
    expect(a.tab.status().pending).toBe(0);
    expectAllSaved(b.tab);

    await a.tab.engine.resolveConflict(conflict!.id, 'theirs');
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect(server.tables.albums.get(id)).toMatchObject({ title: 'Gartenfest' });
    await expectMirrorsServer(a.tab);
    await expectMirrorsServer(b.tab);
  });

  it("'Meine Änderung behalten' sends only the title: B's later description survives", async () => {
    const { a, b, id } = await createdRenamedAndRenamedElsewhere();
    await b.tab.albums.updateAlbum(id, { title: 'Gartenfest', description: 'Mit Fotos vom Grill' }, 'keep');
    await b.tab.engine.drain();
    const [conflict] = a.tab.status().conflicts;
    await a.tab.engine.resolveConflict(conflict!.id, 'mine');
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect(server.tables.albums.get(id)).toMatchObject({ title: 'Sommerfest 2025', description: 'Mit Fotos vom Grill' });
    expect(server.callsOf('updateRow').at(-1)?.args[2]).toEqual({ title: 'Sommerfest 2025' });
    await expectMirrorsServer(a.tab);
    await expectMirrorsServer(b.tab);
  });

  it('without a change elsewhere, the edit after the replayed create goes out without a conflict', async () => {
    const a = await device('A');
    const { id } = await a.tab.offers.createOffer(input('Neu'), []);
    await a.tab.offers.updateOffer(id, { ...input('Neu'), sale_price: 99.999 }, [], []);
    a.link.next('insertRows', 'loseAnswer');
    a.link.next('updateRow', 'loseAnswer');
    await a.tab.engine.drain();
    clock.advance(1000);
    await a.tab.engine.drain();
    clock.advance(2000);
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect(server.tables.offers.get(id)).toMatchObject({ name: 'Neu', sale_price: 100 });
    await expectMirrorsServer(a.tab);
  });
});

describe('case 2: no conflicts nobody caused', () => {
  it('one device alone, offline: a price with three decimals, a move and a manufacturer become no conflict', async () => {
    const [first, second] = [offerRow(), offerRow()].map((row) => server.seed('offers', row) as Offer);
    const a = await device('A');
    await a.tab.offers.updateOffer(second!.id, { ...input(second!.name), original_price: 990, sale_price: 580.456 }, [], []);
    await a.tab.offers.moveOffer(second!.id, 'up');
    await a.tab.offers.updateOffer(second!.id, { ...input(second!.name), original_price: 990, sale_price: 580.456, manufacturer: 'Nordwerk' }, [], []);
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect(server.tables.offers.get(second!.id)).toMatchObject({ sale_price: 580.46, manufacturer: 'Nordwerk', display_order: first!.display_order });
    // The second edit sent only what it changed.
    expect(server.callsOf('updateRow').at(-1)?.args[2]).toEqual({ manufacturer: 'Nordwerk' });
    await expectMirrorsServer(a.tab);
  });

  it("another device's move of the offer does not turn this device's queued field edit into a conflict", async () => {
    const [first, second] = [offerRow(), offerRow()].map((row) => server.seed('offers', row) as Offer);
    const a = await device('A');
    const b = await device('B');
    await a.tab.offers.updateOffer(first!.id, { ...input(first!.name), info: 'Nur noch heute' }, [], []);
    await b.tab.offers.moveOffer(first!.id, 'down');
    await b.tab.engine.drain();
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect(server.tables.offers.get(first!.id)).toMatchObject({ info: 'Nur noch heute', display_order: second!.display_order });
    await expectMirrorsServer(a.tab);
    await expectMirrorsServer(b.tab);
  });

  it('a real concurrent change of a touched field still is a conflict; one of an untouched field is kept', async () => {
    const offer = server.seed('offers', offerRow()) as Offer;
    const a = await device('A');
    const b = await device('B');
    await a.tab.offers.updateOffer(offer.id, form(offer, { sale_price: 70 }), [], []);
    await b.tab.offers.updateOffer(offer.id, form(offer, { info: 'Von B' }), [], []);
    await b.tab.engine.drain();
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect(server.tables.offers.get(offer.id)).toMatchObject({ sale_price: 70, info: 'Von B' });

    await a.tab.offers.updateOffer(offer.id, form((await a.tab.db.offers.get(offer.id))!, { sale_price: 60 }), [], []);
    await b.tab.pullAll();
    await b.tab.offers.updateOffer(offer.id, form((await b.tab.db.offers.get(offer.id))!, { sale_price: 65 }), [], []);
    await b.tab.engine.drain();
    await a.tab.engine.drain();
    // The discount is the server's to derive from the prices: only the price staff typed is compared.
    expect(a.tab.status().conflicts).toMatchObject([{ kind: 'update', rowId: offer.id, fields: [{ field: 'sale_price', mine: 60, theirs: 65 }] }]);
  });

  it('one device changes the original price, another the sale price: both land, and the discount follows the merged prices', async () => {
    const offer = server.seed('offers', offerRow()) as Offer;
    const a = await device('A');
    const b = await device('B');
    await a.tab.offers.updateOffer(offer.id, form(offer, { original_price: 400 }), [], []);
    await b.tab.offers.updateOffer(offer.id, form(offer, { sale_price: 60 }), [], []);
    await b.tab.engine.drain();
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expectAllSaved(b.tab);
    expect(server.tables.offers.get(offer.id)).toMatchObject({ original_price: 400, sale_price: 60, discount: 85 });
    await a.tab.pullAll();
    await b.tab.pullAll();
    await expectMirrorsServer(a.tab);
    await expectMirrorsServer(b.tab);
  });
});

describe('a form opened before a pull', () => {
  it("sends only what staff changed in it: another device's change of another field survives, one of the same field is a conflict", async () => {
    const offer = server.seed('offers', offerRow({ name: 'Sessel', info: 'Alt' })) as Offer;
    const a = await device('A');
    const b = await device('B');
    const shown = (await a.tab.db.offers.get(offer.id))!;
    // B changes the info; A's mirror pulls it while A's form is open with the old row.
    await b.tab.offers.updateOffer(offer.id, form(offer, { info: 'Von B' }), [], []);
    await b.tab.engine.drain();
    await a.tab.pullAll();
    await a.tab.offers.updateOffer(offer.id, form(shown, { name: 'Sessel neu' }), shown.images, [], shown);
    expect(await a.tab.db.offers.get(offer.id)).toMatchObject({ name: 'Sessel neu', info: 'Von B' });
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect(server.tables.offers.get(offer.id)).toMatchObject({ name: 'Sessel neu', info: 'Von B' });

    const again = (await a.tab.db.offers.get(offer.id))!;
    await b.tab.pullAll();
    await b.tab.offers.updateOffer(offer.id, form((await b.tab.db.offers.get(offer.id))!, { info: 'Nochmal B' }), [], []);
    await b.tab.engine.drain();
    await a.tab.pullAll();
    await a.tab.offers.updateOffer(offer.id, form(again, { info: 'Von A' }), again.images, [], again);
    await a.tab.engine.drain();
    expect(a.tab.status().conflicts).toMatchObject([{ fields: [{ field: 'info', mine: 'Von A', theirs: 'Nochmal B' }] }]);
  });
});

describe('case 3: no pull undoes a confirmed write, in any tab', () => {
  it("a second tab's pull answered before the first tab's write landed is dropped, and the next edit builds on the write", async () => {
    const [offer] = [offerRow({ name: 'Alt', info: 'Alt' })].map((row) => server.seed('offers', row) as Offer);
    const a = await device('A');
    const second = await secondTab(a.device);
    await a.tab.offers.updateOffer(offer!.id, { ...input('Neu'), info: 'Alt' }, [], []);
    // Tab 2 pulls; the server answers with the row before the edit, and before that answer is
    // applied, tab 1 replays the edit.
    server.afterFetchOffers = () => a.tab.engine.drain();
    await expect(second.pulls.pullOffers(a.link, clock.now)).rejects.toThrow('the mirror changed while the pull was under way');
    expect(server.tables.offers.get(offer!.id)).toMatchObject({ name: 'Neu' });
    expect(await second.db.offers.get(offer!.id)).toMatchObject({ name: 'Neu' });
    await second.pulls.pullOffers(a.link, clock.now);
    expect(await second.db.offers.get(offer!.id)).toMatchObject({ name: 'Neu' });

    // The next edit, in tab 2, of another field: no conflict with itself, and the name stays.
    await second.offers.updateOffer(offer!.id, { ...input('Neu'), info: 'Frisch' }, [], []);
    await second.engine.drain();
    expectAllSaved(second);
    expect(server.tables.offers.get(offer!.id)).toMatchObject({ name: 'Neu', info: 'Frisch' });
    expect(server.callsOf('updateRow').at(-1)?.args[2]).toEqual({ info: 'Frisch' });
  });
});

describe('case 4: deletes ask when the row changed elsewhere', () => {
  async function imageDeletedHereEditedThere() {
    const album = seedAlbum('Werkstatt');
    const image = seedImage(album.id, 0, 'Vorher');
    const a = await device('A');
    const b = await device('B');
    await a.tab.images.deleteImage(image.id);
    await b.tab.images.updateImageDetails(image.id, { title: 'Nachher', description: 'Neu bezogen' });
    await b.tab.engine.drain();
    await a.tab.engine.drain();
    return { a, b, image };
  }

  it("an offline delete of an image edited elsewhere asks 'trotzdem löschen?'; taking the server's version keeps the edit", async () => {
    const { a, b, image } = await imageDeletedHereEditedThere();
    expect(server.tables.gallery_images.get(image.id)).toMatchObject({ title: 'Nachher' });
    const [conflict] = a.tab.status().conflicts;
    expect(conflict).toMatchObject({
      kind: 'delete',
      table: 'gallery_images',
      label: 'Vorher',
      message: 'Dieser Eintrag wurde inzwischen geändert – trotzdem löschen?',
      fields: [
        { field: 'title', mine: 'Vorher', theirs: 'Nachher' },
        { field: 'description', mine: null, theirs: 'Neu bezogen' },
      ],
    });
    await a.tab.engine.resolveConflict(conflict!.id, 'theirs');
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect(await a.tab.db.gallery_images.get(image.id)).toMatchObject({ title: 'Nachher' });
    await expectMirrorsServer(a.tab);
    await expectMirrorsServer(b.tab);
  });

  it("'trotzdem löschen' deletes the row as the server has it", async () => {
    const { a, b, image } = await imageDeletedHereEditedThere();
    const [conflict] = a.tab.status().conflicts;
    await a.tab.engine.resolveConflict(conflict!.id, 'mine');
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect(server.tables.gallery_images.has(image.id)).toBe(false);
    await expectMirrorsServer(a.tab);
    await expectMirrorsServer(b.tab);
  });

  it("a device's own earlier edits never make its delete conflict", async () => {
    const [offer] = [offerRow()].map((row) => server.seed('offers', row) as Offer);
    const a = await device('A');
    await a.tab.offers.updateOffer(offer!.id, { ...input('Erst'), sale_price: 12.345 }, [], []);
    await a.tab.offers.updateOffer(offer!.id, { ...input('Dann'), sale_price: 12.345 }, [], []);
    await a.tab.offers.deleteOffer(offer!.id);
    a.link.next('updateRow', 'loseAnswer');
    await a.tab.engine.drain();
    clock.advance(1000);
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect(server.tables.offers.has(offer!.id)).toBe(false);
  });
});

describe('case 5: images added to one album from two devices', () => {
  it('each batch stays together and in its order; no two images share a position; both devices agree', async () => {
    const album = seedAlbum('Showroom');
    seedImage(album.id, 0);
    seedImage(album.id, 1);
    const a = await device('A');
    const b = await device('B');
    await a.tab.images.addAlbumImages(album.id, [pngImage(), pngImage(), pngImage()]);
    await b.tab.images.addAlbumImages(album.id, [pngImage(), pngImage()]);
    const batchA = (await a.tab.db.gallery_images.where('album_id').equals(album.id).sortBy('order_index')).slice(2).map((image) => image.id);
    const batchB = (await b.tab.db.gallery_images.where('album_id').equals(album.id).sortBy('order_index')).slice(2).map((image) => image.id);
    // Both devices chose positions 2, 3, … for their batch.
    expect((await a.tab.db.gallery_images.get(batchA[0]!))?.order_index).toBe(2);
    expect((await b.tab.db.gallery_images.get(batchB[0]!))?.order_index).toBe(2);
    // B's batch lands first, with A's answer lost on the way (A replays).
    a.link.next('addAlbumImages', 'loseAnswer');
    await Promise.all([a.tab.engine.drain(), b.tab.engine.drain()]);
    clock.advance(1000);
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expectAllSaved(b.tab);

    const order = [...server.tables.gallery_images.values()]
      .filter((image) => (image as GalleryImage).album_id === album.id)
      .sort((x, y) => (x as GalleryImage).order_index - (y as GalleryImage).order_index) as GalleryImage[];
    expect(new Set(order.map((image) => image.order_index)).size).toBe(order.length);
    const ids = order.map((image) => image.id).slice(2);
    const joinedA = ids.indexOf(batchA[0]!);
    const joinedB = ids.indexOf(batchB[0]!);
    expect(ids.slice(joinedA, joinedA + 3)).toEqual(batchA);
    expect(ids.slice(joinedB, joinedB + 2)).toEqual(batchB);
    await expectMirrorsServer(a.tab);
    await expectMirrorsServer(b.tab);
  });
});
