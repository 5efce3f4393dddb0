import { db, type PendingBlob } from '../db/database';
import { blobKey, pendingEntry, type OutboxEntry, type OutboxPayload, type RowState } from '../db/outboxEntry';
import { writeRowStates } from '../db/rowStates';
import type { PreparedImage } from '../images/preparedImage';
import { noteQueuedUpload } from '../images/queuedUploads';
import { publicObjectUrl } from '../images/storageUrls';
import { signalOutboxChanged } from '../sync/outboxSignal';

/** What a command queues: the server request plus the Dexie states around it. */
export interface PlannedEdit {
  payload: OutboxPayload;
  rowKeys: string[];
  dependsOn?: string[];
  before: RowState[];
  after: RowState[];
}

/** A file planned for upload under a device-generated object name. */
export interface PlannedUpload {
  bucket: string;
  name: string;
  url: string;
  image: PreparedImage;
}

export function planUpload(bucket: string, image: PreparedImage): PlannedUpload {
  const name = `${crypto.randomUUID()}.${image.extension.replace(/^\./, '').toLowerCase()}`;
  return { bucket, name, url: publicObjectUrl(bucket, name), image };
}

function newEntry(edit: PlannedEdit, batchId: string, now: number): OutboxEntry {
  return pendingEntry({ batchId, payload: edit.payload, rowKeys: edit.rowKeys, dependsOn: edit.dependsOn ?? [], before: edit.before, after: edit.after, createdAt: now });
}

/** What a command hands back: the batch its queued entries belong to (see watchBatch). */
export interface SaveReceipt {
  batchId: string;
}

/**
 * Applies the optimistic change and appends the outbox entries (uploads first) in ONE Dexie
 * transaction: either the UI shows the edit and it is queued, or neither happened.
 */
export async function applyAndEnqueue(uploads: PlannedUpload[], edits: PlannedEdit[]): Promise<SaveReceipt> {
  const now = Date.now();
  const batchId = crypto.randomUUID();
  await db.transaction('rw', [db.offers, db.albums, db.gallery_images, db.outbox, db.blobs], async () => {
    for (const upload of uploads) {
      const blob: PendingBlob = {
        name: upload.name,
        bucket: upload.bucket,
        blob: upload.image.blob,
        contentType: upload.image.blob.type || 'application/octet-stream',
      };
      await db.blobs.put(blob);
      noteQueuedUpload(upload.name);
      await db.outbox.add(
        newEntry({ payload: { kind: 'upload', bucket: upload.bucket, name: upload.name }, rowKeys: [blobKey(upload.name)], before: [], after: [] }, batchId, now),
      );
    }
    for (const edit of edits) {
      await writeRowStates(db, edit.after);
      await db.outbox.add(newEntry(edit, batchId, now));
    }
  });
  signalOutboxChanged();
  return { batchId };
}

/** Device time as the server writes timestamps; replaced by the server's value after sync. */
export function nowIso(): string {
  return new Date().toISOString();
}
