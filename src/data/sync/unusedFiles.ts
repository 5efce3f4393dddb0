import type { WichtreyDatabase } from '../db/database';
import { blobKey, pendingEntry, type OutboxEntry, type OutboxPayload } from '../db/outboxEntry';
import { parsePublicObjectUrl } from '../images/storageUrls';

interface StoredFile {
  bucket: string;
  name: string;
}

/** Image URLs an edit writes: its rows' images, covers and image URLs. */
function writtenUrls(payload: OutboxPayload): string[] {
  const rows = payload.kind === 'insert' ? payload.rows : payload.kind === 'update' ? [payload.values] : [];
  return rows.flatMap((row) => [row.images, row.cover_image, row.image_url].flat().filter((url): url is string => typeof url === 'string'));
}

/**
 * The files the entries' edits uploaded for their new images. Uploads dropped with them never
 * completed (a completed entry leaves the outbox): nothing of theirs is on the server.
 */
function uploadedFilesOf(entries: OutboxEntry[]): StoredFile[] {
  const notUploaded = new Set(entries.flatMap(({ payload }) => (payload.kind === 'upload' ? [blobKey(payload.name)] : [])));
  const files = new Map<string, StoredFile>();
  for (const entry of entries) {
    const uploaded = new Set(entry.dependsOn.filter((key) => !notUploaded.has(key)));
    for (const url of writtenUrls(entry.payload)) {
      const file = parsePublicObjectUrl(url);
      if (file && uploaded.has(blobKey(file.name))) files.set(file.name, file);
    }
  }
  return [...files.values()];
}

/** Names of the files the device's rows show or its queued entries still name. */
async function namesInUse(db: WichtreyDatabase): Promise<string> {
  const [offers, albums, images, queued] = await Promise.all([db.offers.toArray(), db.albums.toArray(), db.gallery_images.toArray(), db.outbox.toArray()]);
  return JSON.stringify([offers.map((offer) => offer.images), albums.map((album) => album.cover_image), images.map((image) => image.image_url), queued.map((entry) => entry.payload)]);
}

/**
 * Entries dropped without reaching the server (a failure discarded, a conflict settled with the
 * server's version) may have uploaded files no row will ever use: a removal of each is queued, so
 * they do not stay in the bucket for good. A file the device still shows or a queued edit still
 * names stays; the server itself keeps any file a row uses. Call inside the dropping transaction,
 * after the entries are gone from the outbox.
 */
export async function queueRemovalOfUnusedFiles(db: WichtreyDatabase, dropped: OutboxEntry[], now: number): Promise<void> {
  const files = uploadedFilesOf(dropped);
  if (files.length === 0) return;
  const inUse = await namesInUse(db);
  const batchId = crypto.randomUUID();
  for (const file of files.filter(({ name }) => !inUse.includes(name))) {
    await db.outbox.add(pendingEntry({ batchId, payload: { kind: 'removeFile', bucket: file.bucket, name: file.name }, rowKeys: [], dependsOn: [], before: [], after: [], createdAt: now }));
  }
}
