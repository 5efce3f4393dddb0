import { Dexie } from 'dexie';
import { db } from '../db/database';
import { getRemote } from '../remote/defaultRemote';
import { ALBUM_IMAGES_PAGE_SIZE } from './pageSizes';
import { browserOnline, pullFailure } from './pullFailure';
import { PullError } from './pulls';
import type { PullFailure } from './pullStates';
import { albumImagesTotalKey } from './queryKeys';

/** Where an album's image is: on a page, not in the album (deleted, or a wrong link), or not known now. */
export type AlbumImagePlace = { status: 'found'; page: number } | { status: 'missing' } | { status: 'failed'; reason: PullFailure };

const pageOf = (position: number): AlbumImagePlace => ({ status: 'found', page: Math.ceil(position / ALBUM_IMAGES_PAGE_SIZE) });

/**
 * The album page an image is on, for a link whose page is missing or out of date (images were
 * added or deleted since). The server knows; offline, an album the device holds in full (saved
 * for offline use) answers from the device.
 */
export async function findAlbumImagePage(albumId: string, imageId: string): Promise<AlbumImagePlace> {
  const answer = await getRemote().fetchAlbumImagePosition(albumId, imageId);
  if (!answer.error) return answer.data === null ? { status: 'missing' } : pageOf(answer.data);
  const stored = await storedPosition(albumId, imageId);
  if (stored !== undefined) return stored === null ? { status: 'missing' } : pageOf(stored);
  return { status: 'failed', reason: pullFailure(new PullError(answer.error), browserOnline()) };
}

/** The image's position among the album's rows on this device, when it has them all; else undefined. */
async function storedPosition(albumId: string, imageId: string): Promise<number | null | undefined> {
  const total = (await db.meta.get(albumImagesTotalKey(albumId)))?.total;
  if (total === undefined) return undefined;
  // The index sorts equal order_index values by id, as the server's order does.
  const ids = await db.gallery_images.where('[album_id+order_index]').between([albumId, Dexie.minKey], [albumId, Dexie.maxKey]).primaryKeys();
  if (ids.length !== total) return undefined;
  const index = ids.indexOf(imageId);
  return index < 0 ? null : index + 1;
}
