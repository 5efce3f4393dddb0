import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '../db/database';
import { ALBUM_IMAGES_PAGE_SIZE } from '../mirror/pageSizes';
import { albumImagesPageQuery } from '../mirror/pullQueries';
import { albumImagesPageKey, albumImagesTotalKey } from '../mirror/queryKeys';
import type { GalleryImage } from '../rows';
import { unsyncedDelta } from './pendingCounts';
import { useWatchedQuery } from './useWatchedQuery';

export interface AlbumImagesPage {
  images: GalleryImage[] | undefined;
  total: number | undefined;
}

/** Reads one page (1-based) of an album's images by order_index from Dexie. */
export async function readAlbumImagesPage(albumId: string, page: number): Promise<AlbumImagesPage> {
  const [pageMeta, totalMeta] = await Promise.all([
    db.meta.get(albumImagesPageKey(albumId, page)),
    db.meta.get(albumImagesTotalKey(albumId)),
  ]);
  const images = await db.gallery_images
    .where('[album_id+order_index]')
    .between([albumId, Dexie.minKey], [albumId, Dexie.maxKey])
    .offset((page - 1) * ALBUM_IMAGES_PAGE_SIZE)
    .limit(ALBUM_IMAGES_PAGE_SIZE)
    .toArray();
  const delta = await unsyncedDelta('gallery_images', (row) => row.album_id === albumId);
  const total = totalMeta?.total === undefined ? (images.length > 0 ? delta : undefined) : Math.max(0, totalMeta.total + delta);
  return { images: pageMeta || images.length > 0 ? images : undefined, total };
}

export function useAlbumImagesPage(albumId: string, page: number): AlbumImagesPage {
  useWatchedQuery(useMemo(() => albumImagesPageQuery(albumId, page), [albumId, page]));
  return useLiveQuery(() => readAlbumImagesPage(albumId, page), [albumId, page]) ?? { images: undefined, total: undefined };
}
