import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '../db/database';
import { albumQuery } from '../mirror/pullQueries';
import { albumKey } from '../mirror/queryKeys';
import type { Album } from '../rows';
import { useWatchedQuery } from './useWatchedQuery';

/** Reads an album from Dexie: null once the server said it does not exist (PGRST116). */
export async function readAlbum(id: string): Promise<Album | null | undefined> {
  const album = await db.albums.get(id);
  if (album) return album;
  const meta = await db.meta.get(albumKey(id));
  return meta?.notFound ? null : undefined;
}

export function useAlbum(id: string): Album | null | undefined {
  useWatchedQuery(useMemo(() => albumQuery(id), [id]));
  // useLiveQuery gives undefined while its first read runs, which is "loading" here too.
  return useLiveQuery(() => readAlbum(id), [id]);
}
