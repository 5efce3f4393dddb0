import { Dexie } from 'dexie';
import { useMemo } from 'react';
import { db, type PageWindow } from '../db/database';
import { ALBUMS_PAGE_SIZE } from '../mirror/pageSizes';
import { albumsPageQuery } from '../mirror/pullQueries';
import { albumsPageKey, albumsTotalKey } from '../mirror/queryKeys';
import type { Album } from '../rows';
import { unsyncedDelta } from './pendingCounts';
import type { LoadState } from './loadState';
import { useMirroredQuery } from './useMirroredQuery';

export interface AlbumsPage {
  albums: Album[] | undefined;
  total: number | undefined;
}

export interface AlbumsPageResult extends AlbumsPage {
  load: LoadState;
}

/** The albums of a pulled page's window, newest first (own unsynced albums included). */
async function albumsInWindow(window: PageWindow): Promise<Album[]> {
  if (window.beyondEnd) return [];
  const newest = window.afterKey ?? Dexie.maxKey;
  const oldest = window.untilKey ?? Dexie.minKey;
  const rows = await db.albums.where('created_at').between(oldest, newest, true, true).reverse().toArray();
  return rows.filter((album) => album.id !== window.afterId).slice(0, ALBUMS_PAGE_SIZE);
}

/**
 * Reads one page (1-based) of albums, newest first, from Dexie. A page never pulled is undefined
 * (skeletons), except while nothing was ever pulled and only this device's own albums exist.
 */
export async function readAlbumsPage(page: number): Promise<AlbumsPage> {
  const [pageMeta, totalMeta] = await Promise.all([db.meta.get(albumsPageKey(page)), db.meta.get(albumsTotalKey())]);
  const delta = await unsyncedDelta('albums');
  if (pageMeta?.window) {
    return { albums: await albumsInWindow(pageMeta.window), total: Math.max(0, (totalMeta?.total ?? 0) + delta) };
  }
  if (totalMeta === undefined && delta > 0) {
    const albums = await db.albums.orderBy('created_at').reverse().offset((page - 1) * ALBUMS_PAGE_SIZE).limit(ALBUMS_PAGE_SIZE).toArray();
    return { albums, total: delta };
  }
  return { albums: undefined, total: totalMeta?.total === undefined ? undefined : Math.max(0, totalMeta.total + delta) };
}

export function useAlbumsPage(page: number): AlbumsPageResult {
  const { data, load } = useMirroredQuery(
    useMemo(() => albumsPageQuery(page), [page]),
    () => readAlbumsPage(page),
    [page],
    (stored) => stored.albums !== undefined,
  );
  return { albums: data?.albums, total: data?.total, load };
}
