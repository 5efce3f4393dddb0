import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/data/db/database.ts';
import { readAlbum } from '../../../src/data/hooks/useAlbum.ts';
import { readAlbumImagesPage } from '../../../src/data/hooks/useAlbumImagesPage.ts';
import { readAlbumsPage } from '../../../src/data/hooks/useAlbumsPage.ts';
import { albumImagesPageQuery, albumQuery, albumsPageQuery, offersQuery } from '../../../src/data/mirror/pullQueries.ts';
import { requestPull } from '../../../src/data/mirror/pullScheduler.ts';
import type { LocalStack } from '../../../supabase/local/index.ts';
import { makeClient, startDataStack, wire } from '../../support/sync/dataStack.ts';

// The mirror's pulls against the real stack (seed: 8 offers, 12 albums, one with 30 images),
// as a visitor (anon key): reads are public.
let stack: LocalStack;

beforeAll(async () => {
  stack = await startDataStack();
  await wire(makeClient(stack));
});

afterAll(async () => {
  await stack?.close();
});

describe('mirror pulls against the local stack', () => {
  it('pulls all offers ordered by display_order', async () => {
    await requestPull(offersQuery(), { force: true });
    const offers = await db.offers.orderBy('display_order').toArray();
    expect(offers).toHaveLength(8);
    const orders = offers.map((offer) => offer.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('pulls albums page by page (9 per page, newest first) with the exact total', async () => {
    await requestPull(albumsPageQuery(1), { force: true });
    const page1 = await readAlbumsPage(1);
    expect(page1.albums).toHaveLength(9);
    expect(page1.total).toBe(12);
    const dates = page1.albums!.map((album) => album.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await readAlbumsPage(2)).albums).toBeUndefined(); // never fetched: skeletons
    await requestPull(albumsPageQuery(2), { force: true });
    expect((await readAlbumsPage(2)).albums).toHaveLength(3);
  });

  it('pulls one album by id; an unknown id is null, not an error', async () => {
    const [first] = await db.albums.orderBy('created_at').reverse().toArray();
    await db.albums.clear();
    await requestPull(albumQuery(first!.id), { force: true });
    expect(await readAlbum(first!.id)).toMatchObject({ id: first!.id, title: first!.title });
    const unknown = crypto.randomUUID();
    await requestPull(albumQuery(unknown), { force: true });
    expect(await readAlbum(unknown)).toBeNull();
    await requestPull(albumQuery('not-a-uuid'), { force: true });
    expect(await readAlbum('not-a-uuid')).toBeNull();
  });

  it("pulls an album's images 12 per page by order_index, with the total", async () => {
    await requestPull(albumsPageQuery(1), { force: true });
    await requestPull(albumsPageQuery(2), { force: true });
    const albums = await db.albums.toArray();
    let big: string | null = null;
    for (const album of albums) {
      await requestPull(albumImagesPageQuery(album.id, 1), { force: true });
      if ((await readAlbumImagesPage(album.id, 1)).total === 30) big = album.id;
    }
    expect(big).not.toBeNull();
    const page1 = await readAlbumImagesPage(big!, 1);
    expect(page1.images).toHaveLength(12);
    const indexes = page1.images!.map((image) => image.order_index);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    await requestPull(albumImagesPageQuery(big!, 3), { force: true });
    expect((await readAlbumImagesPage(big!, 3)).images).toHaveLength(6);
  });

  it('removes rows deleted on the server', async () => {
    const service = makeClient(stack, stack.serviceRoleKey);
    await requestPull(offersQuery(), { force: true });
    const [victim] = await db.offers.orderBy('display_order').toArray();
    expect((await service.from('offers').delete().eq('id', victim!.id)).error).toBeNull();
    await requestPull(offersQuery(), { force: true });
    expect(await db.offers.get(victim!.id)).toBeUndefined();
    expect(await db.offers.count()).toBe(7);

    // The last album (oldest) is on page 2; deleting it empties nothing else.
    await requestPull(albumsPageQuery(2), { force: true });
    const page2 = (await readAlbumsPage(2)).albums!;
    const oldest = page2[page2.length - 1]!;
    expect((await service.from('albums').delete().eq('id', oldest.id)).error).toBeNull();
    await requestPull(albumsPageQuery(2), { force: true });
    expect(await db.albums.get(oldest.id)).toBeUndefined();
    expect((await readAlbumsPage(1)).total).toBe(11);
  });
});
