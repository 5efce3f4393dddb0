import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseRemote } from '../../../src/data/remote/supabaseRemote';
import type { Album, GalleryImage, Offer, OfferInput } from '../../../src/data/rows';
import type { WichtreyClient } from '../../../src/data/supabaseClient';
import type { LocalStack } from '../../../supabase/local/index.ts';
import { newDevice, openTab, type Tab } from '../../support/sync/devices';
import { faultyRemote, type FaultyRemote } from '../../support/sync/faultyRemote';
import { ManualClock } from '../../support/sync/harness';
import { makeClient, staffSignIn, startDataStack } from '../../support/sync/dataStack';
import { pngBlob } from '../../support/images';

// The sync's hard cases against the local stack: two devices (each its own IndexedDB, engine and
// supabase-js session as the seeded staff member) and the real apply_update, apply_delete and
// add_album_images functions under the migrations' RLS.
let stack: LocalStack;
let service: WichtreyClient;
let clock: ManualClock;
let tabs: Tab[] = [];

beforeAll(async () => {
  stack = await startDataStack();
  service = makeClient(stack, stack.serviceRoleKey);
});

afterAll(async () => {
  await stack?.close();
});

afterEach(() => {
  tabs.forEach((tab) => tab.close());
  tabs = [];
});

async function device(name: string): Promise<{ tab: Tab; link: FaultyRemote }> {
  clock ??= new ManualClock();
  const client = await staffSignIn(stack);
  const link = faultyRemote(createSupabaseRemote(async () => client));
  const tab = await openTab(newDevice(name, link), { clock });
  tabs.push(tab);
  await tab.pullAll();
  return { tab, link };
}

async function serverRow<T>(table: 'offers' | 'albums' | 'gallery_images', id: string): Promise<T> {
  const { data, error } = await service.from(table).select('*').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data as T;
}

function expectAllSaved(tab: Tab) {
  const { pending, failed, conflicts } = tab.status();
  expect({ pending, failed, conflicts }).toEqual({ pending: 0, failed: [], conflicts: [] });
}

const png = () => ({ blob: pngBlob(), extension: 'png' });

function form(offer: Offer, changes: Partial<OfferInput>): OfferInput {
  const { name, manufacturer, info, original_price, sale_price, discount } = offer;
  return { name, manufacturer, info, original_price, sale_price, discount, ...changes };
}

describe('case 1: a replayed create never overwrites what was written after it', () => {
  it("A's create lands with its answer lost, B renames; A's replay changes nothing and A's rename meets B's as a conflict", async () => {
    const a = await device('A');
    const b = await device('B');
    const { id } = await a.tab.albums.createAlbum({ title: 'Sommerfest', description: 'Entwurf' }, png());
    await a.tab.albums.updateAlbum(id, { title: 'Sommerfest 2025', description: 'Entwurf' }, 'keep');
    a.link.next('insertRows', 'loseAnswer');
    await a.tab.engine.drain();
    expect(await serverRow<Album>('albums', id)).toMatchObject({ title: 'Sommerfest' });

    await b.tab.pullAll();
    await b.tab.albums.updateAlbum(id, { title: 'Gartenfest', description: 'Mit Fotos' }, 'keep');
    await b.tab.engine.drain();
    expectAllSaved(b.tab);

    clock.advance(60_000);
    await a.tab.engine.drain();
    expect(await serverRow<Album>('albums', id)).toMatchObject({ title: 'Gartenfest', description: 'Mit Fotos' });
    const [conflict] = a.tab.status().conflicts;
    expect(conflict).toMatchObject({ kind: 'update', table: 'albums', rowId: id, label: 'Sommerfest 2025', fields: [{ field: 'title', mine: 'Sommerfest 2025', theirs: 'Gartenfest' }] });

    // 'Meine Änderung behalten' sets the title only: B's description stays.
    await a.tab.engine.resolveConflict(conflict!.id, 'mine');
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    const final = await serverRow<Album>('albums', id);
    expect(final).toMatchObject({ title: 'Sommerfest 2025', description: 'Mit Fotos' });
    await a.tab.pullAll();
    await b.tab.pullAll();
    expect(await a.tab.db.albums.get(id)).toEqual(final);
    expect(await b.tab.db.albums.get(id)).toEqual(final);
  });

  it('a create replayed after its row was deleted elsewhere does not bring it back', async () => {
    const a = await device('A');
    const b = await device('B');
    const { id } = await a.tab.offers.createOffer({ name: 'Kurzlebig', manufacturer: null, info: null, original_price: 100, sale_price: 90, discount: 10 }, []);
    a.link.next('insertRows', 'loseAnswer');
    await a.tab.engine.drain();
    await b.tab.pullAll();
    await b.tab.offers.deleteOffer(id);
    await b.tab.engine.drain();
    expectAllSaved(b.tab);
    clock.advance(60_000);
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect((await service.from('offers').select('id').eq('id', id)).data).toEqual([]);
    expect(await a.tab.db.offers.get(id)).toBeUndefined();
  });
});

describe('case 2: no conflicts nobody caused', () => {
  it('a price with three decimals, a move and a manufacturer, offline on one device, go out without a conflict', async () => {
    const a = await device('A');
    const [first, second] = await a.tab.db.offers.orderBy('display_order').toArray();
    await a.tab.offers.updateOffer(second!.id, form(second!, { sale_price: 580.456 }), second!.images, []);
    await a.tab.offers.moveOffer(second!.id, 'up');
    await a.tab.offers.updateOffer(second!.id, form((await a.tab.db.offers.get(second!.id))!, { manufacturer: 'Nordwerk Neu' }), second!.images, []);
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect(await serverRow<Offer>('offers', second!.id)).toMatchObject({ sale_price: 580.46, manufacturer: 'Nordwerk Neu', display_order: first!.display_order });
  });

  it("another device's move does not make a queued field edit a conflict", async () => {
    const a = await device('A');
    const b = await device('B');
    const [first] = await a.tab.db.offers.orderBy('display_order').toArray();
    await a.tab.offers.updateOffer(first!.id, form(first!, { info: 'Nur noch heute' }), first!.images, []);
    await b.tab.offers.moveOffer(first!.id, 'down');
    await b.tab.engine.drain();
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect(await serverRow<Offer>('offers', first!.id)).toMatchObject({ info: 'Nur noch heute' });
  });

  it('the original price changed here and the sale price there: both land, the database derives the discount', async () => {
    const a = await device('A');
    const b = await device('B');
    const [, , third] = await a.tab.db.offers.orderBy('display_order').toArray();
    await a.tab.offers.updateOffer(third!.id, form(third!, { original_price: 4000 }), third!.images, []);
    await b.tab.offers.updateOffer(third!.id, form(third!, { sale_price: 1000 }), third!.images, []);
    await b.tab.engine.drain();
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expectAllSaved(b.tab);
    expect(await serverRow<Offer>('offers', third!.id)).toMatchObject({ original_price: 4000, sale_price: 1000, discount: 75 });
  });
});

describe('case 4: deletes ask when the row changed elsewhere', () => {
  it("an image deleted here and edited there: 'trotzdem löschen?'; both choices work", async () => {
    const { data: album } = await service.from('albums').insert({ title: 'Löschprobe', description: null }).select().single();
    await service.from('gallery_images').insert(['Vorher', 'Nachher'].map((title, order_index) => ({ album_id: album!.id, image_url: `https://x.test/${title}.png`, title, order_index })));
    const a = await device('A');
    const b = await device('B');
    const [first, second] = await a.tab.db.gallery_images.where('album_id').equals(album!.id).sortBy('order_index');

    for (const [image, choice] of [
      [first!, 'theirs'],
      [second!, 'mine'],
    ] as const) {
      await a.tab.images.deleteImage(image.id);
      await b.tab.images.updateImageDetails(image.id, { title: `${image.title} (neu)`, description: image.description });
      await b.tab.engine.drain();
      await a.tab.engine.drain();
      const [conflict] = a.tab.status().conflicts;
      expect(conflict).toMatchObject({ kind: 'delete', rowId: image.id, message: 'Dieser Eintrag wurde inzwischen geändert – trotzdem löschen?', fields: [{ field: 'title', mine: image.title, theirs: `${image.title} (neu)` }] });
      expect(await serverRow<GalleryImage>('gallery_images', image.id)).toMatchObject({ title: `${image.title} (neu)` });
      await a.tab.engine.resolveConflict(conflict!.id, choice);
      await a.tab.engine.drain();
      expectAllSaved(a.tab);
      const left = (await service.from('gallery_images').select('title').eq('id', image.id)).data;
      expect(left).toEqual(choice === 'theirs' ? [{ title: `${image.title} (neu)` }] : []);
    }
  });

  it("a device's own earlier edits never make its delete conflict", async () => {
    const a = await device('A');
    const [offer] = await a.tab.db.offers.orderBy('display_order').reverse().toArray();
    await a.tab.offers.updateOffer(offer!.id, form(offer!, { name: 'Erst', sale_price: 12.345 }), offer!.images, []);
    await a.tab.offers.updateOffer(offer!.id, form((await a.tab.db.offers.get(offer!.id))!, { name: 'Dann' }), offer!.images, []);
    await a.tab.offers.deleteOffer(offer!.id);
    a.link.next('updateRow', 'loseAnswer');
    await a.tab.engine.drain();
    clock.advance(60_000);
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expect((await service.from('offers').select('id').eq('id', offer!.id)).data).toEqual([]);
  });
});

describe('case 5: images added to one album from two devices', () => {
  it('each batch stays together and in its order, no two images share a position, both devices agree', async () => {
    const a = await device('A');
    const b = await device('B');
    const { data: album } = await service.from('albums').insert({ title: 'Zwei Geräte', description: null }).select().single();
    await service.from('gallery_images').insert([0, 1].map((order_index) => ({ album_id: album!.id, image_url: `https://x.test/${order_index}.png`, order_index })));
    for (const tab of [a.tab, b.tab]) await tab.pullAll();

    await a.tab.images.addAlbumImages(album!.id, [png(), png(), png()]);
    await b.tab.images.addAlbumImages(album!.id, [png(), png()]);
    const batch = async (tab: Tab) => (await tab.db.gallery_images.where('album_id').equals(album!.id).sortBy('order_index')).slice(2);
    const [batchA, batchB] = [await batch(a.tab), await batch(b.tab)];
    expect(batchA.map((image) => image.order_index)).toEqual([2, 3, 4]);
    expect(batchB.map((image) => image.order_index)).toEqual([2, 3]);

    // Both at about the same time; A's answer gets lost and A replays its batch.
    a.link.next('addAlbumImages', 'loseAnswer');
    await Promise.all([a.tab.engine.drain(), b.tab.engine.drain()]);
    clock.advance(60_000);
    await a.tab.engine.drain();
    expectAllSaved(a.tab);
    expectAllSaved(b.tab);

    const { data: images } = await service.from('gallery_images').select('*').eq('album_id', album!.id).order('order_index');
    expect(images!.map((image) => image.order_index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const ids = images!.map((image) => image.id).slice(2);
    const at = (id: string) => ids.indexOf(id);
    expect(ids.slice(at(batchA[0]!.id), at(batchA[0]!.id) + 3)).toEqual(batchA.map((image) => image.id));
    expect(ids.slice(at(batchB[0]!.id), at(batchB[0]!.id) + 2)).toEqual(batchB.map((image) => image.id));
    for (const tab of [a.tab, b.tab]) {
      await tab.pullAll();
      expect(await tab.db.gallery_images.where('album_id').equals(album!.id).sortBy('order_index')).toEqual(images);
    }
  });
});
