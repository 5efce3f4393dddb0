import { Dexie } from 'dexie';
import { db } from '../db/database';
import { hasStoredSession } from '../auth/hasStoredSession';
import type { MirrorReader, RemoteError, Result } from '../remote/remote';
import type { Album, GalleryImage } from '../rows';
import { ALBUM_IMAGES_PAGE_SIZE, ALBUMS_PAGE_SIZE } from './pageSizes';
import { protectedRowIds } from './protectedRows';
import { assertNotStale, writeGeneration } from './writeGeneration';
import { sweepSavedAlbumCaches } from '../offline/savedAlbumCaches';
import { publishAnswer } from './firstAnswers';
import { albumImagesPageKey, albumImagesTotalKey, albumKey, albumsPageKey, albumsTotalKey, offersKey } from './queryKeys';

/**
 * One pull per query: fetch from the server, then write the rows into Dexie in one transaction,
 * removing rows the server no longer has. Rows with an unfinished outbox entry are left alone.
 * Each returns the error (or null) so the scheduler can retry.
 */

export class PullError extends Error {
  constructor(readonly remoteError: RemoteError) {
    super(remoteError.message);
  }
}

function unwrap<T>(result: { data: T; error: null } | { data: null; error: RemoteError }): T {
  if (result.error) throw new PullError(result.error);
  return result.data as T;
}

/**
 * Notes the write generation, sends the request, and hands the answer to the first view
 * (firstAnswers.ts) before anything waits on IndexedDB. A device without a session runs no sync
 * engine (a signed-in tab would have stored one), so nothing can bump the generation while the
 * request is out: there the request goes at once, and the visitor's first view does not wait for
 * IndexedDB to open.
 */
async function fetchForPull<T>(key: string, fetch: () => Promise<Result<T>>, shown: (data: T) => unknown): Promise<{ started: number; data: T }> {
  const generation = writeGeneration();
  // Observed at once, so a failed request does not leave this read's rejection unhandled.
  generation.catch(() => undefined);
  if (hasStoredSession()) await generation;
  const data = unwrap(await fetch());
  publishAnswer(key, shown(data));
  return { started: await generation, data };
}

export async function pullOffers(remote: MirrorReader, now: number): Promise<void> {
  const { started, data: rows } = await fetchForPull(offersKey(), () => remote.fetchOffers(), (offers) => offers);
  await db.transaction('rw', db.offers, db.outbox, db.meta, async () => {
    await assertNotStale(started);
    const protectedIds = await protectedRowIds('offers');
    const returned = new Set(rows.map((row) => row.id));
    const gone = (await db.offers.toCollection().primaryKeys()).filter((id) => !returned.has(id) && !protectedIds.has(id));
    await db.offers.bulkDelete(gone);
    await db.offers.bulkPut(rows.filter((row) => !protectedIds.has(row.id)));
    await db.meta.put({ key: offersKey(), fetchedAt: now });
  });
}

/**
 * Albums are ordered by created_at desc. Rows the server no longer returns are removed inside the
 * window the page covers: from the row before it (or the start, on page 1) to its last row (or the
 * end, on the last page). Rows outside the window belong to pages not pulled now.
 */
export async function pullAlbumsPage(remote: MirrorReader, page: number, now: number): Promise<void> {
  const {
    started,
    data: { rows, total, before },
  } = await fetchForPull(albumsPageKey(page), () => remote.fetchAlbumsPage(page, ALBUMS_PAGE_SIZE), (answer) => ({ albums: answer.rows, total: answer.total }));
  const removed = await db.transaction('rw', [db.albums, db.gallery_images, db.outbox, db.meta, db.saved_albums], async () => {
    await assertNotStale(started);
    const protectedIds = await protectedRowIds('albums');
    let removedAny = false;
    const isLastPage = page * ALBUMS_PAGE_SIZE >= total;
    const newest = page === 1 ? Dexie.maxKey : before?.created_at;
    const oldest = isLastPage ? Dexie.minKey : rows[rows.length - 1]?.created_at;
    if (newest !== undefined && oldest !== undefined) {
      const returned = new Set([...rows, ...(before ? [before] : [])].map((row) => row.id));
      const inWindow = await db.albums.where('created_at').between(oldest, newest, true, true).toArray();
      const gone = inWindow.filter((album) => !returned.has(album.id) && !protectedIds.has(album.id)).map((album) => album.id);
      removedAny = await removeAlbumsLocally(gone);
    }
    await db.albums.bulkPut(rows.filter((row: Album) => !protectedIds.has(row.id)));
    const window = {
      afterKey: page === 1 ? null : (before?.created_at ?? rows[0]?.created_at ?? null),
      afterId: page === 1 ? null : (before?.id ?? null),
      untilKey: isLastPage ? null : (rows[rows.length - 1]?.created_at ?? null),
      beyondEnd: page > 1 && !before,
    };
    await db.meta.put({ key: albumsPageKey(page), fetchedAt: now, window });
    await db.meta.put({ key: albumsTotalKey(), fetchedAt: now, total });
    return removedAny;
  });
  freeRemovedCopies(removed);
}

/** Inside a transaction over albums, gallery_images and saved_albums; true when any went. */
async function removeAlbumsLocally(ids: string[]): Promise<boolean> {
  if (ids.length === 0) return false;
  await db.albums.bulkDelete(ids);
  await db.gallery_images.where('album_id').anyOf(ids).delete();
  // A saved copy of an album the server no longer has goes with it (its cache after the commit).
  await db.saved_albums.bulkDelete(ids);
  return true;
}

/** After a pull removed albums: their saved images are freed (offline/savedAlbums.ts). */
function freeRemovedCopies(removed: boolean): void {
  if (removed) void sweepSavedAlbumCaches();
}

export async function pullAlbum(remote: MirrorReader, id: string, now: number): Promise<void> {
  const { started, data: album } = await fetchForPull(albumKey(id), () => remote.fetchAlbum(id), (answer) => answer);
  const removed = await db.transaction('rw', [db.albums, db.gallery_images, db.outbox, db.meta, db.saved_albums], async () => {
    await assertNotStale(started);
    const protectedIds = await protectedRowIds('albums');
    let removedAny = false;
    if (!protectedIds.has(id)) {
      if (album) await db.albums.put(album);
      else removedAny = await removeAlbumsLocally([id]);
    }
    await db.meta.put({ key: albumKey(id), fetchedAt: now, notFound: album === null });
    return removedAny;
  });
  freeRemovedCopies(removed);
}

/** Album images are ordered by order_index asc; the same window rule as albums applies. */
export async function pullAlbumImagesPage(remote: MirrorReader, albumId: string, page: number, now: number): Promise<void> {
  const {
    started,
    data: { rows, total, before },
  } = await fetchForPull(
    albumImagesPageKey(albumId, page),
    () => remote.fetchAlbumImagesPage(albumId, page, ALBUM_IMAGES_PAGE_SIZE),
    (answer) => ({ images: answer.rows, total: answer.total, page }),
  );
  await db.transaction('rw', db.albums, db.gallery_images, db.outbox, db.meta, async () => {
    await assertNotStale(started);
    const protectedImages = await protectedRowIds('gallery_images');
    const albumDeletedHere = (await protectedRowIds('albums')).has(albumId) && !(await db.albums.get(albumId));
    if (albumDeletedHere) return; // a pending delete of the album: its images stay gone
    const isLastPage = page * ALBUM_IMAGES_PAGE_SIZE >= total;
    const first = page === 1 ? Dexie.minKey : before?.order_index;
    const last = isLastPage ? Dexie.maxKey : rows[rows.length - 1]?.order_index;
    if (first !== undefined && last !== undefined) {
      const returned = new Set([...rows, ...(before ? [before] : [])].map((row) => row.id));
      const inWindow = await db.gallery_images
        .where('[album_id+order_index]')
        .between([albumId, first], [albumId, last], true, true)
        .toArray();
      const gone = inWindow.filter((image) => !returned.has(image.id) && !protectedImages.has(image.id)).map((image) => image.id);
      await db.gallery_images.bulkDelete(gone);
    }
    await db.gallery_images.bulkPut(rows.filter((row: GalleryImage) => !protectedImages.has(row.id)));
    const window = {
      afterKey: page === 1 ? null : (before?.order_index ?? rows[0]?.order_index ?? null),
      afterId: page === 1 ? null : (before?.id ?? null),
      untilKey: isLastPage ? null : (rows[rows.length - 1]?.order_index ?? null),
      beyondEnd: page > 1 && !before,
    };
    await db.meta.put({ key: albumImagesPageKey(albumId, page), fetchedAt: now, window });
    await db.meta.put({ key: albumImagesTotalKey(albumId), fetchedAt: now, total });
  });
}
