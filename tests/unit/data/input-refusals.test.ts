import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAlbum, updateAlbum } from '../../../src/data/commands/albumCommands';
import { addAlbumImages, updateImageDetails } from '../../../src/data/commands/imageCommands';
import { createOffer, updateOffer } from '../../../src/data/commands/offerCommands';
import { db } from '../../../src/data/db/database';
import { InputRejectedError } from '../../../src/data/input/fieldErrors';
import type { Album, GalleryImage } from '../../../src/data/rows';
import { input, pngImage, seedOffers, setUp, type Harness } from '../../support/sync/harness';

// The commands check their input with the input models: a refused value throws the typed
// error before anything is applied to Dexie or queued; accepted input is stored normalised.
let h: Harness;
beforeEach(async () => {
  h = await setUp();
});

async function nothingQueued() {
  expect(await db.outbox.count()).toBe(0);
  expect(await db.blobs.count()).toBe(0);
}

async function rejection(promise: Promise<unknown>): Promise<InputRejectedError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InputRejectedError);
  return error as InputRejectedError;
}

const album: Album = { id: 'a1', title: 'Album', description: null, cover_image: null, created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' };
const image: GalleryImage = { id: 'i1', album_id: 'a1', image_url: 'https://x/i1.png', title: null, description: null, order_index: 0, created_at: '', updated_at: '' };

describe('commands refuse what the database would refuse, before anything is queued', () => {
  it('createOffer: a sale price above the original', async () => {
    const error = await rejection(createOffer({ ...input('Teuer'), original_price: 990, sale_price: 1290 }, [pngImage()]));
    expect(error.entity).toBe('offer');
    expect(error.fields).toEqual({ sale_price: 'Der Angebotspreis darf nicht über der UVP liegen.' });
    expect(await db.offers.count()).toBe(0);
    await nothingQueued();
  });

  it('updateOffer: a blank name and a negative price; the row stays as it was', async () => {
    const [offer] = await seedOffers(h.remote, 1);
    const error = await rejection(updateOffer(offer!.id, { ...input('  '), sale_price: -5 }, [], []));
    expect(Object.keys(error.fields).sort()).toEqual(['name', 'sale_price']);
    expect(await db.offers.get(offer!.id)).toEqual(offer);
    await nothingQueued();
  });

  it('createOffer stores the normalised values: trimmed, cents, computed discount', async () => {
    const { id } = await createOffer({ name: ' Sessel ', manufacturer: '', info: null, original_price: 1290.004, sale_price: 990, discount: 0 }, []);
    expect(await db.offers.get(id)).toMatchObject({ name: 'Sessel', manufacturer: null, original_price: 1290, sale_price: 990, discount: 23 });
    const [entry] = await db.outbox.toArray();
    expect(entry?.payload).toMatchObject({ kind: 'insert', rows: [{ name: 'Sessel', original_price: 1290, discount: 23 }] });
  });

  it('createAlbum and updateAlbum: a blank title, a description of 2001 characters', async () => {
    expect((await rejection(createAlbum({ title: ' ', description: null }, null))).fields).toEqual({ title: 'Bitte geben Sie einen Titel ein.' });
    await db.albums.put(album);
    expect(Object.keys((await rejection(updateAlbum(album.id, { title: 'A', description: 'd'.repeat(2001) }, 'keep'))).fields)).toEqual(['description']);
    expect(await db.albums.get(album.id)).toEqual(album);
    await nothingQueued();
  });

  it('updateImageDetails: a title of 201 characters', async () => {
    await db.gallery_images.put(image);
    expect((await rejection(updateImageDetails(image.id, { title: 't'.repeat(201), description: null }))).entity).toBe('image');
    expect(await db.gallery_images.get(image.id)).toEqual(image);
    await nothingQueued();
  });

  it('addAlbumImages queues rows the model accepts', async () => {
    await db.albums.put(album);
    await addAlbumImages(album.id, [pngImage()]);
    const rows = await db.gallery_images.where('album_id').equals(album.id).toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.image_url).toMatch(/\/gallery\/[0-9a-f-]{36}\.png$/);
  });
});
