import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '../db/database';
import { ALBUMS_PAGE_SIZE } from '../mirror/pageSizes';
import { albumsPageQuery } from '../mirror/pullQueries';
import { albumsPageKey, albumsTotalKey } from '../mirror/queryKeys';
import type { Album } from '../rows';
import { unsyncedDelta } from './pendingCounts';
import { useWatchedQuery } from './useWatchedQuery';

export interface AlbumsPage {
  albums: Album[] | undefined;
  total: number | undefined;
}

/** Reads one page (1-based) of albums, newest first, from Dexie. */
export async function readAlbumsPage(page: number): Promise<AlbumsPage> {
  const [pageMeta, totalMeta] = await Promise.all([db.meta.get(albumsPageKey(page)), db.meta.get(albumsTotalKey())]);
  const albums = await db.albums
    .orderBy('created_at')
    .reverse()
    .offset((page - 1) * ALBUMS_PAGE_SIZE)
    .limit(ALBUMS_PAGE_SIZE)
    .toArray();
  const total = totalMeta?.total === undefined ? undefined : Math.max(0, totalMeta.total + (await unsyncedDelta('albums')));
  return { albums: pageMeta || albums.length > 0 ? albums : undefined, total };
}

export function useAlbumsPage(page: number): AlbumsPage {
  useWatchedQuery(useMemo(() => albumsPageQuery(page), [page]));
  return useLiveQuery(() => readAlbumsPage(page), [page]) ?? { albums: undefined, total: undefined };
}
