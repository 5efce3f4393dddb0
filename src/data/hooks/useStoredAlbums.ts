import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';
import type { Album } from '../rows';

/** The albums of these ids this device has stored (no pull: a list of what is here). */
export function useStoredAlbums(ids: readonly string[]): Map<string, Album> | undefined {
  const key = ids.join(',');
  return useLiveQuery(
    async () => new Map((await db.albums.bulkGet([...ids])).flatMap((album) => (album ? [[album.id, album] as const] : []))),
    // The ids' content, not the array's identity, decides.
    [key],
  );
}
