import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type SavedAlbum } from '../db/database';

export type { SavedAlbum };

let checkedThisPage = false;

/**
 * The albums saved for offline viewing on this device, newest first (undefined until Dexie
 * answered). The first use online in a page asks the server whether they all still exist.
 */
export function useSavedAlbums(): SavedAlbum[] | undefined {
  useEffect(() => {
    if (checkedThisPage || !navigator.onLine) return;
    // After the page has settled: the check serves later visits, not this first view.
    const timer = setTimeout(() => {
      checkedThisPage = true;
      void import('../offline/savedAlbums').then((module) => module.checkSavedAlbums()).catch(() => undefined);
    }, 1500);
    return () => clearTimeout(timer);
  }, []);
  return useLiveQuery(() => db.saved_albums.orderBy('savedAt').reverse().toArray(), []);
}

/** This album's offline copy: null when it has none, undefined until Dexie answered. */
export function useSavedAlbum(albumId: string): SavedAlbum | null | undefined {
  return useLiveQuery(async () => (await db.saved_albums.get(albumId)) ?? null, [albumId]);
}
