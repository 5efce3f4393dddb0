import { Dexie } from 'dexie';
import { db } from '../db/database';
import { blobKey, rowKey } from '../db/outboxEntry';
import type { PreparedImage } from '../images/preparedImage';
import { GALLERY_BUCKET } from '../images/storageUrls';
import { albumImagesTotalKey } from '../mirror/queryKeys';
import { valueOrThrow } from '../input/fieldErrors';
import { checkImageDetails, checkNewImageRow, type ImageDetails } from '../input/imageInput';
import type { GalleryImage } from '../rows';
import { deletePayload, updatePayload } from './editPayloads';
import { applyAndEnqueue, nowIso, planUpload, type SaveReceipt } from './enqueue';

/**
 * The order_index the next image of the album gets: after the last one this device knows of, and
 * at least the server's image count (the mirror may hold only some pages of a large album).
 */
async function nextOrderIndex(albumId: string): Promise<number> {
  const last = await db.gallery_images
    .where('[album_id+order_index]')
    .between([albumId, Dexie.minKey], [albumId, Dexie.maxKey])
    .last();
  const serverTotal = (await db.meta.get(albumImagesTotalKey(albumId)))?.total ?? 0;
  return Math.max(last ? last.order_index + 1 : 0, serverTotal);
}

/** Adds the files to the album in their order, after its current last image (one batch insert). */
export async function addAlbumImages(albumId: string, files: PreparedImage[]): Promise<SaveReceipt | null> {
  if (files.length === 0) return null;
  const uploads = files.map((file) => planUpload(GALLERY_BUCKET, file));
  const start = await nextOrderIndex(albumId);
  const now = nowIso();
  const rows: GalleryImage[] = uploads.map((upload, position) => ({
    id: crypto.randomUUID(),
    album_id: albumId,
    image_url: upload.url,
    title: null,
    description: null,
    order_index: start + position,
    created_at: now,
    updated_at: now,
  }));
  for (const row of rows) valueOrThrow('image', checkNewImageRow(row));
  return applyAndEnqueue(uploads, [
    {
      payload: {
        kind: 'insert',
        table: 'gallery_images',
        rows: rows.map(({ id, album_id, image_url, order_index }) => ({ id, album_id, image_url, order_index })),
      },
      rowKeys: rows.map((row) => rowKey('gallery_images', row.id)),
      // A new album's images wait for the album (and fail with it).
      dependsOn: [rowKey('albums', albumId), ...uploads.map((upload) => blobKey(upload.name))],
      before: rows.map((row) => ({ table: 'gallery_images' as const, id: row.id, row: null })),
      after: rows.map((row) => ({ table: 'gallery_images' as const, id: row.id, row })),
    },
  ]);
}

async function requireImage(id: string): Promise<GalleryImage> {
  const image = await db.gallery_images.get(id);
  if (!image) throw new Error(`Bild ${id} ist auf diesem Gerät nicht vorhanden.`);
  return image;
}

/**
 * Throws InputRejectedError for input the database would refuse, before anything is queued.
 * `shown`: the image as the form showed it when it opened (see updateOffer).
 */
export async function updateImageDetails(id: string, details: ImageDetails, shown?: GalleryImage): Promise<SaveReceipt> {
  const values = valueOrThrow('image', checkImageDetails(details));
  const current = await requireImage(id);
  const payload = updatePayload('gallery_images', shown ?? current, values);
  return applyAndEnqueue([], [
    {
      payload,
      rowKeys: [rowKey('gallery_images', id)],
      before: [{ table: 'gallery_images', id, row: current }],
      after: [{ table: 'gallery_images', id, row: { ...current, ...payload.values } }],
    },
  ]);
}

export async function deleteImage(id: string): Promise<SaveReceipt> {
  const current = await requireImage(id);
  return applyAndEnqueue([], [
    {
      payload: deletePayload('gallery_images', current),
      rowKeys: [rowKey('gallery_images', id)],
      before: [{ table: 'gallery_images', id, row: current }],
      after: [{ table: 'gallery_images', id, row: null }],
    },
  ]);
}
