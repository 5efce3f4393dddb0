import { Dexie } from 'dexie';
import { useMemo } from 'react';
import { db, type PageWindow } from '../db/database';
import { ALBUM_IMAGES_PAGE_SIZE } from '../mirror/pageSizes';
import { albumImagesPageQuery } from '../mirror/pullQueries';
import { albumImagesPageKey, albumImagesTotalKey } from '../mirror/queryKeys';
import type { GalleryImage } from '../rows';
import { madeHereOnly, unsyncedDelta } from './pendingCounts';
import type { LoadState } from './loadState';
import { useMirroredQuery } from './useMirroredQuery';

export interface AlbumImagesPage {
  images: GalleryImage[] | undefined;
  total: number | undefined;
}

export interface AlbumImagesPageResult extends AlbumImagesPage {
  /** The page these rows are of (the one asked for, once it has loaded). */
  page: number | undefined;
  load: LoadState;
}

/** The images of a pulled page's window by order_index (own unsynced images included). */
async function imagesInWindow(albumId: string, window: PageWindow): Promise<GalleryImage[]> {
  if (window.beyondEnd) return [];
  const rows = await db.gallery_images
    .where('[album_id+order_index]')
    .between([albumId, window.afterKey ?? Dexie.minKey], [albumId, window.untilKey ?? Dexie.maxKey], true, true)
    .toArray();
  return rows.filter((image) => image.id !== window.afterId).slice(0, ALBUM_IMAGES_PAGE_SIZE);
}

/**
 * Reads one page (1-based) of an album's images from Dexie. A page never pulled is undefined
 * (skeletons), except for an album made on this device whose images only exist here: an album the
 * server does not have yet has no images but these (none, just made offline: empty, not 'never loaded').
 */
export async function readAlbumImagesPage(albumId: string, page: number): Promise<AlbumImagesPage> {
  const [pageMeta, totalMeta] = await Promise.all([
    db.meta.get(albumImagesPageKey(albumId, page)),
    db.meta.get(albumImagesTotalKey(albumId)),
  ]);
  const delta = await unsyncedDelta('gallery_images', (row) => row.album_id === albumId);
  if (pageMeta?.window) {
    return { images: await imagesInWindow(albumId, pageMeta.window), total: Math.max(0, (totalMeta?.total ?? 0) + delta) };
  }
  if (totalMeta === undefined && (delta > 0 || (await madeHereOnly('albums', albumId)))) {
    const images = await db.gallery_images
      .where('[album_id+order_index]')
      .between([albumId, Dexie.minKey], [albumId, Dexie.maxKey])
      .offset((page - 1) * ALBUM_IMAGES_PAGE_SIZE)
      .limit(ALBUM_IMAGES_PAGE_SIZE)
      .toArray();
    return { images, total: delta };
  }
  return { images: undefined, total: totalMeta?.total === undefined ? undefined : Math.max(0, totalMeta.total + delta) };
}

export function useAlbumImagesPage(albumId: string, page: number): AlbumImagesPageResult {
  const { data, load } = useMirroredQuery(
    useMemo(() => albumImagesPageQuery(albumId, page), [albumId, page]),
    // Tagged with its page: while a new page loads, the hook still holds the previous one's rows.
    async () => ({ ...(await readAlbumImagesPage(albumId, page)), page }),
    [albumId, page],
    (stored) => stored.images !== undefined,
  );
  return { images: data?.images, total: data?.total, page: data?.page, load };
}
