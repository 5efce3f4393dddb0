import { useMemo } from 'react';
import { db } from '../db/database';
import { albumQuery } from '../mirror/pullQueries';
import { albumKey } from '../mirror/queryKeys';
import type { Album } from '../rows';
import type { LoadState } from './loadState';
import { useMirroredQuery } from './useMirroredQuery';

export interface AlbumResult {
  /** null = the server said it does not exist; undefined = never fetched here. */
  album: Album | null | undefined;
  load: LoadState;
}

/** Reads an album from Dexie: null once the server said it does not exist. */
export async function readAlbum(id: string): Promise<Album | null | undefined> {
  const album = await db.albums.get(id);
  if (album) return album;
  const meta = await db.meta.get(albumKey(id));
  return meta?.notFound ? null : undefined;
}

export function useAlbum(id: string): AlbumResult {
  const { data, load } = useMirroredQuery(
    useMemo(() => albumQuery(id), [id]),
    () => readAlbum(id),
    [id],
  );
  return { album: data, load };
}
