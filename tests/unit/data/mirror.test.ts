import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { updateOffer } from '../../../src/data/commands/offerCommands';
import { db } from '../../../src/data/db/database';
import { readAlbumImagesPage } from '../../../src/data/hooks/useAlbumImagesPage';
import { readAlbum } from '../../../src/data/hooks/useAlbum';
import { readAlbumsPage } from '../../../src/data/hooks/useAlbumsPage';
import { findAlbumImagePage } from '../../../src/data/mirror/albumImagePlace';
import { requestPull } from '../../../src/data/mirror/pullScheduler';
import { albumImagesPageQuery, albumQuery, albumsPageQuery, offersQuery } from '../../../src/data/mirror/pullQueries';
import { pullAlbumImagesPage, pullAlbumsPage, pullOffers } from '../../../src/data/mirror/pulls';
import type { Album, GalleryImage } from '../../../src/data/rows';
import { input, offerRow, setUp, type Harness } from '../../support/sync/harness';

let h: Harness;
beforeEach(async () => {
  h = await setUp();
});

function album(index: number): Album {
  const stamp = new Date(Date.UTC(2025, 0, 1 + index)).toISOString();
  return { id: crypto.randomUUID(), title: `Album ${index}`, description: null, cover_image: null, created_at: stamp, updated_at: stamp };
}

function image(albumId: string, orderIndex: number): GalleryImage {
  const stamp = '2025-01-01T00:00:00.000Z';
  return { id: crypto.randomUUID(), album_id: albumId, image_url: `https://x/${orderIndex}.png`, title: null, description: null, order_index: orderIndex, created_at: stamp, updated_at: stamp };
}

describe('mirror pulls', () => {
  it('pull offers in display order and remove offers deleted on the server', async () => {
    const rows = [offerRow(), offerRow(), offerRow()];
    rows.forEach((row) => h.remote.seed('offers', row));
    await pullOffers(h.remote, 1);
    expect((await db.offers.orderBy('display_order').toArray()).map((row) => row.id)).toEqual(rows.map((row) => row.id));
    h.remote.tables.offers.delete(rows[1]!.id);
    await pullOffers(h.remote, 2);
    expect(await db.offers.get(rows[1]!.id)).toBeUndefined();
    expect(await db.offers.count()).toBe(2);
  });

  it('never overwrites (or removes) a row with a pending outbox entry', async () => {
    const rows = [offerRow(), offerRow()];
    rows.forEach((row) => h.remote.seed('offers', row));
    await pullOffers(h.remote, 1);
    await updateOffer(rows[0]!.id, input('Optimistisch'), [], []);
    h.remote.editOnServer('offers', rows[0]!.id, { name: 'Server' });
    await pullOffers(h.remote, 2);
    expect((await db.offers.get(rows[0]!.id))?.name).toBe('Optimistisch');
    h.remote.tables.offers.delete(rows[0]!.id);
    await pullOffers(h.remote, 3);
    expect((await db.offers.get(rows[0]!.id))?.name).toBe('Optimistisch');
    // Other rows still follow the server.
    h.remote.editOnServer('offers', rows[1]!.id, { name: 'Neu vom Server' });
    await pullOffers(h.remote, 4);
    expect((await db.offers.get(rows[1]!.id))?.name).toBe('Neu vom Server');
  });

  it('a pull answered before an own insert was confirmed does not remove the confirmed row', async () => {
    h.remote.seed('offers', offerRow());
    await requestPull(offersQuery());
    const { createOffer } = await import('../../../src/data/commands/offerCommands');
    const { id } = await createOffer(input('Gerade bestätigt'), []);
    // The server answers the pull without the new offer; before the answer arrives, the
    // engine replays the insert and drops its outbox entry.
    h.remote.afterFetchOffers = () => h.engine.drain();
    await requestPull(offersQuery(), { force: true });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.offers.get(id))?.name).toBe('Gerade bestätigt');
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(3);
  });

  it('albums: a page removes rows deleted inside its window only; the last page also everything after it', async () => {
    const albums = Array.from({ length: 12 }, (_, index) => album(index)); // newest = index 11
    albums.forEach((row) => h.remote.seed('albums', row));
    await pullAlbumsPage(h.remote, 1, 1);
    await pullAlbumsPage(h.remote, 2, 1);
    expect(await db.albums.count()).toBe(12);
    const page1 = await readAlbumsPage(1);
    expect(page1.albums?.map((row) => row.title)).toEqual(albums.slice(3).reverse().map((row) => row.title));
    expect(page1.total).toBe(12);

    // Deleted on the server: one on page 1 (index 8) and the oldest (index 0, on page 2).
    h.remote.tables.albums.delete(albums[8]!.id);
    h.remote.tables.albums.delete(albums[0]!.id);
    await pullAlbumsPage(h.remote, 1, 2);
    expect(await db.albums.get(albums[8]!.id)).toBeUndefined();
    // Page 2 was not pulled again: its row may not be judged yet.
    expect(await db.albums.get(albums[0]!.id)).toBeDefined();
    await pullAlbumsPage(h.remote, 2, 2);
    expect(await db.albums.get(albums[0]!.id)).toBeUndefined();
    expect(await db.albums.count()).toBe(10);
    expect((await readAlbumsPage(2)).total).toBe(10);
  });

  it('album by id: not found on the server becomes null and removes the local copy', async () => {
    const row = album(1);
    h.remote.seed('albums', row);
    await requestPull(albumQuery(row.id));
    expect(await readAlbum(row.id)).toMatchObject({ title: 'Album 1' });
    h.remote.tables.albums.delete(row.id);
    await requestPull(albumQuery(row.id), { force: true });
    expect(await readAlbum(row.id)).toBeNull();
    expect(await readAlbum(crypto.randomUUID())).toBeUndefined();
  });

  it('album images: paged by order_index; removed images disappear', async () => {
    const parent = album(1);
    h.remote.seed('albums', parent);
    const images = Array.from({ length: 14 }, (_, index) => image(parent.id, index));
    images.forEach((row) => h.remote.seed('gallery_images', row));
    await pullAlbumImagesPage(h.remote, parent.id, 1, 1);
    const page1 = await readAlbumImagesPage(parent.id, 1);
    expect(page1.images?.map((row) => row.order_index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(page1.total).toBe(14);
    expect((await readAlbumImagesPage(parent.id, 2)).images).toBeUndefined();
    await pullAlbumImagesPage(h.remote, parent.id, 2, 1);
    h.remote.tables.gallery_images.delete(images[13]!.id);
    h.remote.tables.gallery_images.delete(images[5]!.id);
    await pullAlbumImagesPage(h.remote, parent.id, 2, 2);
    expect(await db.gallery_images.get(images[13]!.id)).toBeUndefined();
    await pullAlbumImagesPage(h.remote, parent.id, 1, 2);
    expect(await db.gallery_images.get(images[5]!.id)).toBeUndefined();
    expect(await db.gallery_images.count()).toBe(12);
  });

  it('a page pulled without the pages before it reads back its own rows; own new rows show at once', async () => {
    const parent = album(1);
    h.remote.seed('albums', parent);
    const images = Array.from({ length: 30 }, (_, index) => image(parent.id, index));
    images.forEach((row) => h.remote.seed('gallery_images', row));
    await pullAlbumImagesPage(h.remote, parent.id, 3, 1);
    expect((await readAlbumImagesPage(parent.id, 3)).images?.map((row) => row.order_index)).toEqual([24, 25, 26, 27, 28, 29]);
    expect((await readAlbumImagesPage(parent.id, 1)).images).toBeUndefined();
    expect((await readAlbumImagesPage(parent.id, 4)).images).toBeUndefined();
    await pullAlbumImagesPage(h.remote, parent.id, 4, 1);
    expect((await readAlbumImagesPage(parent.id, 4)).images).toEqual([]);

    // An album created on this device appears on page 1 before it is synced, and counts.
    const albums = Array.from({ length: 10 }, (_, index) => album(index + 10));
    albums.forEach((row) => h.remote.seed('albums', row));
    await pullAlbumsPage(h.remote, 1, 1);
    const { createAlbum } = await import('../../../src/data/commands/albumCommands');
    const { id } = await createAlbum({ title: 'Ganz neu', description: null }, null);
    const page1 = await readAlbumsPage(1);
    expect(page1.albums?.[0]?.id).toBe(id);
    expect(page1.albums).toHaveLength(9);
    expect(page1.total).toBe(12);
  });

  it('an album made on this device and not yet sent has no images but its own: empty, not a page never loaded', async () => {
    const { createAlbum } = await import('../../../src/data/commands/albumCommands');
    const { id } = await createAlbum({ title: 'Offline gemacht', description: null }, null);
    expect(await readAlbumImagesPage(id, 1)).toEqual({ images: [], total: 0 });
    // An album of the server's this device never loaded stays unknown.
    expect((await readAlbumImagesPage(crypto.randomUUID(), 1)).images).toBeUndefined();
  });

  it('a result younger than 5 minutes is not pulled again unless forced; one retry on failure', async () => {
    h.remote.seed('offers', offerRow());
    await requestPull(offersQuery());
    await requestPull(offersQuery());
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(1);
    await requestPull(offersQuery(), { force: true });
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(2);

    h.remote.failNext('fetchAlbumsPage', { status: 0, message: 'offline' });
    h.remote.seed('albums', album(3));
    await requestPull(albumsPageQuery(1));
    expect(h.remote.callsOf('fetchAlbumsPage')).toHaveLength(2);
    expect(await db.albums.count()).toBe(1);

    h.remote.failNext('fetchAlbumImagesPage', { status: 0, message: 'offline' }, 2);
    await requestPull(albumImagesPageQuery('x', 1));
    expect(h.remote.callsOf('fetchAlbumImagesPage')).toHaveLength(2);
    expect((await readAlbumImagesPage('x', 1)).images).toBeUndefined();
  });
});

describe('the page an album image is on (a link to an image)', () => {
  const albumId = crypto.randomUUID();
  const seedAlbum = (count: number) => {
    // Positions with gaps, as after deletions: the page follows the order, not order_index.
    const rows = Array.from({ length: count }, (_, index) => image(albumId, 3 * index + 1));
    rows.forEach((row) => h.remote.seed('gallery_images', row));
    return rows;
  };

  it('asks the server: image 13 is on page 2, image 30 on page 3; an image of no album is missing', async () => {
    const rows = seedAlbum(30);
    expect(await findAlbumImagePage(albumId, rows[0]!.id)).toEqual({ status: 'found', page: 1 });
    expect(await findAlbumImagePage(albumId, rows[12]!.id)).toEqual({ status: 'found', page: 2 });
    expect(await findAlbumImagePage(albumId, rows[29]!.id)).toEqual({ status: 'found', page: 3 });
    expect(await findAlbumImagePage(albumId, crypto.randomUUID())).toEqual({ status: 'missing' });
    expect(await findAlbumImagePage(crypto.randomUUID(), rows[0]!.id)).toEqual({ status: 'missing' });
  });

  it('without the server, an album the device holds in full answers; one it holds in part cannot', async () => {
    const rows = seedAlbum(30);
    await pullAlbumImagesPage(h.remote, albumId, 1, 1);
    h.remote.failNext('fetchAlbumImagePosition', { status: 0, message: 'offline' });
    expect(await findAlbumImagePage(albumId, rows[29]!.id)).toEqual({ status: 'failed', reason: 'unreachable' });
    await pullAlbumImagesPage(h.remote, albumId, 2, 2);
    await pullAlbumImagesPage(h.remote, albumId, 3, 3);
    h.remote.failNext('fetchAlbumImagePosition', { status: 0, message: 'offline' }, 2);
    expect(await findAlbumImagePage(albumId, rows[29]!.id)).toEqual({ status: 'found', page: 3 });
    expect(await findAlbumImagePage(albumId, crypto.randomUUID())).toEqual({ status: 'missing' });
    h.remote.failNext('fetchAlbumImagePosition', { status: 503, code: '', message: 'down' });
    expect(await findAlbumImagePage(crypto.randomUUID(), rows[0]!.id)).toEqual({ status: 'failed', reason: 'server' });
  });
});
