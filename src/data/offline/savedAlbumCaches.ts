import { LEGACY_SAVED_ALBUM_CACHE, SAVED_ALBUM_CACHE_PREFIX, savedAlbumCacheName } from '../../lib/serviceWorkerProtocol';
import { db } from '../db/database';

/** Albums this page is saving now: their cache exists before their record does. */
const savingNow = new Set<string>();

export async function whileSaving<T>(albumId: string, save: () => Promise<T>): Promise<T> {
  savingNow.add(savedAlbumCacheName(albumId));
  try {
    return await save();
  } finally {
    savingNow.delete(savedAlbumCacheName(albumId));
  }
}

/**
 * Drops the caches of albums no longer recorded as saved (removed by a pull, or a removal cut
 * off between its two steps) and the single cache of earlier versions.
 */
export async function sweepSavedAlbumCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const saved = new Set((await db.saved_albums.toCollection().primaryKeys()).map((id) => savedAlbumCacheName(id)));
  for (const name of await caches.keys()) {
    if ((name.startsWith(SAVED_ALBUM_CACHE_PREFIX) && !saved.has(name) && !savingNow.has(name)) || name === LEGACY_SAVED_ALBUM_CACHE) await caches.delete(name);
  }
}
