import { db } from '../db/database';
import { blobKey, rowKey } from '../db/outboxEntry';
import type { PreparedImage } from '../images/preparedImage';
import { GALLERY_BUCKET } from '../images/storageUrls';
import { checkAlbumInput } from '../input/albumInput';
import { valueOrThrow } from '../input/fieldErrors';
import type { Album, AlbumInput } from '../rows';
import { deletePayload, updatePayload } from './editPayloads';
import { applyAndEnqueue, nowIso, planUpload, type SaveReceipt } from './enqueue';

async function requireAlbum(id: string): Promise<Album> {
  const album = await db.albums.get(id);
  if (!album) throw new Error(`Album ${id} ist auf diesem Gerät nicht vorhanden.`);
  return album;
}

/** Throws InputRejectedError for input the database would refuse, before anything is queued. */
export async function createAlbum(input: AlbumInput, cover: PreparedImage | null): Promise<SaveReceipt & { id: string }> {
  const checked = valueOrThrow('album', checkAlbumInput(input));
  const id = crypto.randomUUID();
  const uploads = cover ? [planUpload(GALLERY_BUCKET, cover)] : [];
  const now = nowIso();
  const values = { ...checked, cover_image: uploads[0]?.url ?? null };
  const receipt = await applyAndEnqueue(uploads, [
    {
      payload: { kind: 'insert', table: 'albums', rows: [{ id, ...values }] },
      rowKeys: [rowKey('albums', id)],
      dependsOn: uploads.map((upload) => blobKey(upload.name)),
      before: [{ table: 'albums', id, row: null }],
      after: [{ table: 'albums', id, row: { id, ...values, created_at: now, updated_at: now } }],
    },
  ]);
  return { ...receipt, id };
}

/**
 * Throws InputRejectedError for input the database would refuse, before anything is queued.
 * `shown`: the album as the form showed it when it opened (see updateOffer).
 */
export async function updateAlbum(id: string, input: AlbumInput, cover: PreparedImage | 'keep' | 'remove', shown?: Album): Promise<SaveReceipt> {
  const checked = valueOrThrow('album', checkAlbumInput(input));
  const current = await requireAlbum(id);
  const base = shown ?? current;
  const uploads = typeof cover === 'object' ? [planUpload(GALLERY_BUCKET, cover)] : [];
  const coverImage = cover === 'keep' ? base.cover_image : cover === 'remove' ? null : (uploads[0]?.url ?? null);
  const values = { ...checked, cover_image: coverImage };
  const payload = updatePayload('albums', base, values);
  return applyAndEnqueue(uploads, [
    {
      payload,
      rowKeys: [rowKey('albums', id)],
      dependsOn: uploads.map((upload) => blobKey(upload.name)),
      before: [{ table: 'albums', id, row: current }],
      after: [{ table: 'albums', id, row: { ...current, ...payload.values } }],
    },
  ]);
}

/** Deletes the album and (server-side, by cascade) its images and their stored files. */
export async function deleteAlbum(id: string): Promise<SaveReceipt> {
  const current = await requireAlbum(id);
  const images = await db.gallery_images.where('album_id').equals(id).toArray();
  return applyAndEnqueue([], [
    {
      payload: deletePayload('albums', current),
      rowKeys: [rowKey('albums', id), ...images.map((image) => rowKey('gallery_images', image.id))],
      before: [
        { table: 'albums', id, row: current },
        ...images.map((image) => ({ table: 'gallery_images' as const, id: image.id, row: image })),
      ],
      after: [
        { table: 'albums', id, row: null },
        ...images.map((image) => ({ table: 'gallery_images' as const, id: image.id, row: null })),
      ],
    },
  ]);
}
