import { db } from '../db/database';
import { blobKey, rowKey } from '../db/outboxEntry';
import type { PreparedImage } from '../images/preparedImage';
import { GALLERY_BUCKET } from '../images/storageUrls';
import type { Album, AlbumInput } from '../rows';
import { applyAndEnqueue, nowIso, planUpload } from './enqueue';

async function requireAlbum(id: string): Promise<Album> {
  const album = await db.albums.get(id);
  if (!album) throw new Error(`Album ${id} ist auf diesem Gerät nicht vorhanden.`);
  return album;
}

export async function createAlbum(input: AlbumInput, cover: PreparedImage | null): Promise<string> {
  const id = crypto.randomUUID();
  const uploads = cover ? [planUpload(GALLERY_BUCKET, cover)] : [];
  const now = nowIso();
  const values = { title: input.title, description: input.description, cover_image: uploads[0]?.url ?? null };
  await applyAndEnqueue(uploads, [
    {
      payload: { kind: 'insert', table: 'albums', rows: [{ id, ...values }] },
      rowKeys: [rowKey('albums', id)],
      dependsOn: uploads.map((upload) => blobKey(upload.name)),
      before: [{ table: 'albums', id, row: null }],
      after: [{ table: 'albums', id, row: { id, ...values, created_at: now, updated_at: now } }],
    },
  ]);
  return id;
}

export async function updateAlbum(id: string, input: AlbumInput, cover: PreparedImage | 'keep' | 'remove'): Promise<void> {
  const current = await requireAlbum(id);
  const uploads = typeof cover === 'object' ? [planUpload(GALLERY_BUCKET, cover)] : [];
  const coverImage = cover === 'keep' ? current.cover_image : cover === 'remove' ? null : (uploads[0]?.url ?? null);
  const values = { title: input.title, description: input.description, cover_image: coverImage };
  await applyAndEnqueue(uploads, [
    {
      payload: { kind: 'update', table: 'albums', id, values, baseUpdatedAt: current.updated_at },
      rowKeys: [rowKey('albums', id)],
      dependsOn: uploads.map((upload) => blobKey(upload.name)),
      before: [{ table: 'albums', id, row: current }],
      after: [{ table: 'albums', id, row: { ...current, ...values } }],
    },
  ]);
}

/** Deletes the album and (server-side, by cascade) its images and their stored files. */
export async function deleteAlbum(id: string): Promise<void> {
  const current = await requireAlbum(id);
  const images = await db.gallery_images.where('album_id').equals(id).toArray();
  await applyAndEnqueue([], [
    {
      payload: { kind: 'delete', table: 'albums', id },
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
