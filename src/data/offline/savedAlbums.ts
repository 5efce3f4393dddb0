import { IMAGE_CACHE, savedAlbumCacheName } from '../../lib/serviceWorkerProtocol';
import { db, type SavedAlbum } from '../db/database';
import { readAlbum } from '../hooks/useAlbum';
import { readAlbumImagesPage } from '../hooks/useAlbumImagesPage';
import { renderUrl } from '../images/storageUrls';
import { ALBUM_IMAGES_PAGE_SIZE } from '../mirror/pageSizes';
import { albumImagesPageQuery, albumQuery } from '../mirror/pullQueries';
import { requestPull } from '../mirror/pullScheduler';
import { requestPersistentStorage } from './persistentStorage';
import { startReadDeadline } from '../remote/readDeadline';
import { sweepSavedAlbumCaches, whileSaving } from './savedAlbumCaches';

/**
 * Albums saved for offline viewing, for every visitor. Policy:
 * - Saving pulls every page of the album into the mirror and keeps each image, at the sizes the
 *   thumbnails and the lightbox request, in a cache of the album's own; the record in Dexie
 *   (`saved_albums`) says when, how many images and how many bytes.
 * - Removing a copy deletes that cache and the album's images from the browsing cache too, so the
 *   space is really freed; the rows stay in the mirror like any visited page.
 * - An album the server no longer has loses its copy when a pull finds it gone (mirror/pulls.ts
 *   deletes the record in the same transaction; sweepSavedAlbumCaches then drops the cache). The
 *   app checks each saved album once per online start (checkSavedAlbums).
 * - An album changed on the server is refreshed when saved again and on the next online visit of
 *   its page (refreshSavedAlbum): the new images are added before the old ones are removed and
 *   the record changes last, so a refresh cut off half-way leaves a complete older copy plus
 *   some new images, never a copy with holes.
 */

/** How long one image file may take to arrive when an album is saved (a large one on a slow line). */
export const IMAGE_SAVE_TIMEOUT_MS = 30_000;

/** Images of the album saved so far (each with its thumbnail and its large size), of all. */
export interface SaveProgress {
  done: number;
  total: number;
}

/** The image sizes the album's pages show, so the saved copies are exactly what they request. */
export interface AlbumImageSizes {
  thumbnail: { width: number; height: number };
  fullWidth: number;
}

export class AlbumNotSavedError extends Error {
  constructor(readonly failed: number) {
    super(`${failed} images could not be saved`);
  }
}

/** Pulls the album and every page of its images; per image, the requests the pages will make for it. */
async function pullWholeAlbum(albumId: string, sizes: AlbumImageSizes): Promise<{ title: string; imageFiles: string[][] }> {
  const albumState = await requestPull(albumQuery(albumId), { force: true });
  const firstPage = await requestPull(albumImagesPageQuery(albumId, 1), { force: true });
  if (albumState.status === 'failed' || firstPage.status === 'failed') throw new AlbumNotSavedError(0);
  const album = await readAlbum(albumId);
  if (!album) throw new AlbumNotSavedError(0);
  const { total = 0 } = await readAlbumImagesPage(albumId, 1);
  const pages = Math.max(1, Math.ceil(total / ALBUM_IMAGES_PAGE_SIZE));
  const imageFiles: string[][] = [];
  for (let page = 1; page <= pages; page += 1) {
    if (page > 1 && (await requestPull(albumImagesPageQuery(albumId, page), { force: true })).status === 'failed') throw new AlbumNotSavedError(0);
    for (const image of (await readAlbumImagesPage(albumId, page)).images ?? []) {
      imageFiles.push([renderUrl(image.image_url, sizes.thumbnail), renderUrl(image.image_url, { width: sizes.fullWidth })]);
    }
  }
  return { title: album.title, imageFiles };
}

async function bodySize(response: Response): Promise<number> {
  return (await response.clone().blob()).size;
}

/**
 * Saves (or refreshes) an album for offline viewing. Resolves with its record; rejects with
 * AlbumNotSavedError when the album could not be read or some images could not be fetched
 * (the images fetched so far stay in its cache, and a new attempt only fetches the rest).
 */
export function saveAlbumOffline(albumId: string, sizes: AlbumImageSizes, onProgress: (progress: SaveProgress) => void = () => {}): Promise<SavedAlbum> {
  void requestPersistentStorage();
  return whileSaving(albumId, () => saveWholeAlbum(albumId, sizes, onProgress));
}

async function saveWholeAlbum(albumId: string, sizes: AlbumImageSizes, onProgress: (progress: SaveProgress) => void): Promise<SavedAlbum> {
  const { title, imageFiles } = await pullWholeAlbum(albumId, sizes);
  const cache = await caches.open(savedAlbumCacheName(albumId));
  const urls = [...new Set(imageFiles.flat())];
  const counted = new Set<string>();
  let done = 0;
  let failed = 0;
  let bytes = 0;
  // Counted in images, as staff and visitors count them ('3 von 3', not '3 von 6' files).
  onProgress({ done, total: imageFiles.length });
  for (const files of imageFiles) {
    let complete = true;
    for (const url of files) {
      try {
        let response = await cache.match(url);
        if (!response) {
          // CORS requests: real responses, not opaque ones (which Chrome counts as megabytes each).
          // Under a deadline (body included): one image the server never sends must not hold the save for ever.
          const deadline = startReadDeadline(IMAGE_SAVE_TIMEOUT_MS);
          try {
            const fetched = await fetch(url, { mode: 'cors', credentials: 'omit', signal: deadline.signal });
            if (!fetched.ok) throw new Error(`HTTP ${fetched.status}`);
            await cache.put(url, fetched.clone());
            response = fetched;
          } finally {
            deadline.done();
          }
        }
        // An image shown twice in the album takes its space once.
        if (!counted.has(url)) bytes += await bodySize(response);
        counted.add(url);
      } catch {
        complete = false;
      }
    }
    if (!complete) failed += 1;
    done += 1;
    onProgress({ done, total: imageFiles.length });
  }
  if (failed > 0) throw new AlbumNotSavedError(failed);
  // Images the album no longer shows go only now that the new copy is complete.
  const kept = new Set(urls);
  for (const request of await cache.keys()) if (!kept.has(request.url)) await cache.delete(request);
  const record: SavedAlbum = { albumId, title, savedAt: Date.now(), bytes, imageCount: imageFiles.length, urls };
  await db.saved_albums.put(record);
  return record;
}

/** Removes an album's offline copy and frees its images. */
export async function removeSavedAlbum(albumId: string): Promise<void> {
  const record = await db.saved_albums.get(albumId);
  await db.saved_albums.delete(albumId);
  await caches.delete(savedAlbumCacheName(albumId));
  if (record) {
    const seen = await caches.open(IMAGE_CACHE);
    await Promise.all(record.urls.map((url) => seen.delete(url)));
  }
}

/** Online, once per start: asks the server for each saved album; a pull that finds one gone removes its copy. */
export async function checkSavedAlbums(): Promise<void> {
  const ids = await db.saved_albums.toCollection().primaryKeys();
  await Promise.all(ids.map((id) => requestPull(albumQuery(id))));
  await sweepSavedAlbumCaches();
}

/** On an online visit of a saved album's page: brings its copy up to date, quietly. */
export async function refreshSavedAlbum(albumId: string, sizes: AlbumImageSizes): Promise<void> {
  if (!(await db.saved_albums.get(albumId))) return;
  try {
    await saveAlbumOffline(albumId, sizes);
  } catch {
    // The older copy stays as it was; the next visit tries again.
  }
}
