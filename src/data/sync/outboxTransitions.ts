import type { WichtreyDatabase } from '../db/database';
import { baseOf, normaliseField } from '../db/fieldValues';
import { rowKey, type OutboxEntry } from '../db/outboxEntry';
import { writeRowStates } from '../db/rowStates';
import type { AnyRow, EditableTable, GalleryImage } from '../rows';
import { bumpWriteGeneration } from '../mirror/writeGeneration';
import { MESSAGES } from './classifyError';
import type { GoneRow, ServerRow } from './replayEntry';
import { queueRemovalOfUnusedFiles } from './unusedFiles';

/**
 * State changes of outbox entries and the matching Dexie changes, each in one transaction so the
 * mirror and the outbox never disagree after a crash. Every transaction that writes rows the
 * engine learnt from the server also bumps the write generation, so no tab's pull answered
 * before it can undo it.
 */

const TABLES = (db: WichtreyDatabase) => [db.offers, db.albums, db.gallery_images, db.outbox, db.blobs, db.meta];

function touches(entry: OutboxEntry, keys: Set<string>): boolean {
  return [...entry.rowKeys, ...entry.dependsOn].some((key) => keys.has(key));
}

/** Unfinished entries after `afterSeq` that touch the row, in queue order. */
async function laterEntriesOn(db: WichtreyDatabase, key: string, afterSeq: number): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('rowKeys').equals(key).toArray();
  return entries.filter((entry) => (entry.seq as number) > afterSeq && entry.state !== 'failed').sort((a, b) => (a.seq as number) - (b.seq as number));
}

/** The fields an entry wrote to the row `id`, with the values it sent. */
function writtenValues(entry: OutboxEntry, id: string): Record<string, unknown> {
  const { payload } = entry;
  if (payload.kind === 'update') return payload.values;
  if (payload.kind === 'insert') return payload.rows.find((row) => String(row.id) === id) ?? {};
  return {};
}

/**
 * This device's earlier edit of the row is on the server: later queued edits of the row were
 * based on it, so the fields it wrote now have, in their base, the value the server stored (from
 * the server's row when this write produced it, else the value sent, normalised). Fields it did
 * not write keep their base: a change there by someone else is still a conflict.
 */
async function rebaseLaterEdits(db: WichtreyDatabase, entry: OutboxEntry, { table, row, written }: ServerRow, later: OutboxEntry[]): Promise<void> {
  const values = writtenValues(entry, row.id);
  const source = (written ? row : values) as Record<string, unknown>;
  for (const other of later) {
    const { payload } = other;
    if ((payload.kind !== 'update' && payload.kind !== 'delete') || payload.table !== table || payload.id !== row.id) continue;
    const fields = Object.keys(values).filter((field) => field in payload.base);
    if (fields.length === 0) continue;
    const base = { ...payload.base };
    for (const field of fields) base[field] = normaliseField(table, field, source[field]);
    await db.outbox.update(other.seq as number, { payload: { ...payload, base } });
  }
}

/**
 * The Dexie row takes the server's state, unless later edits of it still wait: then it keeps its
 * optimistic state (those edits are applied to it already) with the server's timestamps.
 */
async function adoptServerRow(db: WichtreyDatabase, entry: OutboxEntry, serverRow: ServerRow): Promise<void> {
  const { table, row } = serverRow;
  const rows = db.table<AnyRow, string>(table);
  const later = await laterEntriesOn(db, rowKey(table, row.id), entry.seq as number);
  if (later.length === 0) {
    await rows.put(row);
    return;
  }
  if (entry.payload.kind !== 'move') await rebaseLaterEdits(db, entry, serverRow, later);
  const local = await rows.get(row.id);
  if (local) await rows.put({ ...local, created_at: row.created_at, updated_at: row.updated_at });
}

/**
 * A row the server no longer has (an album: with its images) is gone from Dexie too, unless
 * later edits of it still wait (they meet its absence themselves).
 */
async function dropGoneRow(db: WichtreyDatabase, afterSeq: number, table: EditableTable, id: string): Promise<void> {
  if ((await laterEntriesOn(db, rowKey(table, id), afterSeq)).length > 0) return;
  await db.table<AnyRow, string>(table).delete(id);
  if (table !== 'albums') return;
  for (const image of await db.gallery_images.where('album_id').equals(id).toArray()) {
    if ((await laterEntriesOn(db, rowKey('gallery_images', image.id), afterSeq)).length === 0) await db.gallery_images.delete(image.id);
  }
}

export async function completeEntry(db: WichtreyDatabase, entry: OutboxEntry, serverRows: ServerRow[], gone: { table: EditableTable; id: string }[] = []): Promise<void> {
  await db.transaction('rw', TABLES(db), async () => {
    await bumpWriteGeneration(db);
    await db.outbox.delete(entry.seq as number);
    if (entry.payload.kind === 'upload') await db.blobs.delete(entry.payload.name);
    for (const serverRow of serverRows) await adoptServerRow(db, entry, serverRow);
    for (const { table, id } of gone) await dropGoneRow(db, entry.seq as number, table, id);
  });
}

/**
 * Sets the entry aside as failed, together with every later entry that builds on it (same row,
 * rows it creates, its uploads), and undoes their optimistic changes, newest first.
 */
export async function failWithDependents(db: WichtreyDatabase, entry: OutboxEntry, message: string, gone: GoneRow[], at: number): Promise<OutboxEntry[]> {
  return db.transaction('rw', TABLES(db), async () => {
    await bumpWriteGeneration(db);
    const later = await db.outbox.where('seq').above(entry.seq as number).toArray();
    const keys = new Set(entry.rowKeys);
    const failed: OutboxEntry[] = [{ ...entry, state: 'failed', error: message, causeOpId: null, problemSince: at, rowGone: gone.length > 0 }];
    for (const candidate of later) {
      if (candidate.state === 'failed' || !touches(candidate, keys)) continue;
      candidate.rowKeys.forEach((key) => keys.add(key));
      failed.push({ ...candidate, state: 'failed', error: MESSAGES.dependent, causeOpId: entry.opId, problemSince: at });
    }
    for (const item of failed) await db.outbox.put(item);
    for (const item of [...failed].reverse()) await writeRowStates(db, item.before);
    // What the server deleted meanwhile does not come back with the undo.
    for (const { table, id } of gone) await dropGoneRow(db, entry.seq as number, table, id);
    return failed;
  });
}

export async function markConflict(db: WichtreyDatabase, entry: OutboxEntry, serverRow: AnyRow, at: number): Promise<void> {
  const error = entry.payload.kind === 'delete' ? MESSAGES.deleteConflict : MESSAGES.conflict;
  await db.outbox.update(entry.seq as number, { state: 'conflict', serverRow, error, problemSince: at });
}

/** Problems in the order they arose (entries from before `problemSince` existed: by queue order). */
export function byProblemSince(a: OutboxEntry, b: OutboxEntry): number {
  return (a.problemSince ?? 0) - (b.problemSince ?? 0) || (a.seq as number) - (b.seq as number);
}

export async function scheduleRetry(db: WichtreyDatabase, entry: OutboxEntry, at: number, message: string, failedAt: number): Promise<void> {
  await db.outbox.update(entry.seq as number, { attempts: entry.attempts + 1, nextAttemptAt: at, lastFailedAt: failedAt, error: message });
}

async function entryWithDependents(db: WichtreyDatabase, opId: string): Promise<OutboxEntry[]> {
  const entries = await db.outbox.orderBy('seq').toArray();
  return entries.filter((entry) => entry.state === 'failed' && (entry.opId === opId || entry.causeOpId === opId));
}

/** Puts failed entries back in the queue and re-applies their optimistic changes. */
export async function retryFailedEntries(db: WichtreyDatabase, opId: string): Promise<OutboxEntry[]> {
  return db.transaction('rw', TABLES(db), async () => {
    const entries = await entryWithDependents(db, opId);
    for (const entry of entries) {
      await writeRowStates(db, entry.after);
      await db.outbox.update(entry.seq as number, { state: 'pending', attempts: 0, nextAttemptAt: 0, error: null, causeOpId: null, stallAnnounced: false });
    }
    return entries;
  });
}

/**
 * Drops failed entries for good (their changes were already undone) and their waiting files; the
 * files they uploaded already are removed from the server.
 */
export async function discardFailedEntries(db: WichtreyDatabase, opId: string, at: number): Promise<OutboxEntry[]> {
  return db.transaction('rw', TABLES(db), async () => {
    const entries = await entryWithDependents(db, opId);
    for (const entry of entries) {
      await db.outbox.delete(entry.seq as number);
      if (entry.payload.kind === 'upload') await db.blobs.delete(entry.payload.name);
    }
    await queueRemovalOfUnusedFiles(db, entries, at);
    return entries;
  });
}

/** The server's row with the optimistic changes of later queued edits of it on top. */
function withLaterEdits(serverRow: AnyRow, later: OutboxEntry[]): AnyRow | null {
  let row: AnyRow | null = serverRow;
  for (const other of later) {
    const { payload } = other;
    if (payload.kind === 'delete') row = null;
    else if (row && payload.kind === 'update') row = { ...row, ...payload.values } as AnyRow;
    else if (row && payload.kind === 'move') {
      const moved = other.after.find((state) => state.id === serverRow.id)?.row as { display_order?: number } | null | undefined;
      if (moved?.display_order !== undefined) row = { ...row, display_order: moved.display_order } as AnyRow;
    }
  }
  return row;
}

/**
 * 'mine': the edit goes out again, now based on the server's current values of its fields, so it
 * sets exactly the fields it changed (or, for a delete, deletes the row as the server has it).
 * 'theirs': the entry is dropped and the row shows the server's version (with later queued edits
 * of it still on top; they keep their own base and meet the server's values as any edit would);
 * the files it uploaded for new images are removed from the server.
 */
export async function resolveConflictEntry(db: WichtreyDatabase, opId: string, choice: 'mine' | 'theirs', at: number): Promise<OutboxEntry | null> {
  return db.transaction('rw', TABLES(db), async () => {
    const entry = await db.outbox.where('opId').equals(opId).first();
    const payload = entry?.payload;
    if (!entry || entry.state !== 'conflict' || !entry.serverRow || (payload?.kind !== 'update' && payload?.kind !== 'delete')) return null;
    const serverRow = entry.serverRow;
    await bumpWriteGeneration(db);
    if (choice === 'mine') {
      const base = baseOf(payload.table, serverRow, Object.keys(payload.base));
      await db.outbox.update(entry.seq as number, { payload: { ...payload, base }, state: 'pending', serverRow: null, error: null, attempts: 0, nextAttemptAt: 0 });
      return entry;
    }
    await db.outbox.delete(entry.seq as number);
    const later = await laterEntriesOn(db, rowKey(payload.table, payload.id), entry.seq as number);
    // A refused album delete brings back its images as this device had them; pulls follow.
    if (payload.kind === 'delete') await writeRowStates(db, entry.before.filter((state) => state.id !== payload.id));
    const row = withLaterEdits(serverRow, later);
    const rows = db.table<AnyRow, string>(payload.table);
    // An image whose album this device deleted meanwhile (or saw deleted) does not come back alone.
    const albumGone = payload.table === 'gallery_images' && !(await db.albums.get((serverRow as GalleryImage).album_id));
    if (row && !albumGone) await rows.put(row);
    else await rows.delete(payload.id);
    await queueRemovalOfUnusedFiles(db, [entry], at);
    return entry;
  });
}

/**
 * True for exactly one caller per entry in `state` (tabs included): the one that tells staff of it,
 * marked by `flag` in the same transaction. Later calls, and calls after a reload, get false.
 */
async function claimAnnouncement(db: WichtreyDatabase, opId: string, state: OutboxEntry['state'], flag: 'failureAnnounced' | 'conflictAnnounced' | 'stallAnnounced'): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.where('opId').equals(opId).first();
    if (!entry || entry.state !== state || entry[flag]) return false;
    const marked: Pick<OutboxEntry, typeof flag> = { [flag]: true };
    await db.outbox.update(entry.seq as number, marked);
    return true;
  });
}

/** True for the one caller that tells staff this entry failed. */
export const claimFailureAnnouncement = (db: WichtreyDatabase, opId: string) => claimAnnouncement(db, opId, 'failed', 'failureAnnounced');
/** True for the one caller that tells staff of this entry's conflict. */
export const claimConflictAnnouncement = (db: WichtreyDatabase, opId: string) => claimAnnouncement(db, opId, 'conflict', 'conflictAnnounced');
/** True for the one caller that warns staff of this entry's stall (while it still waits). */
export const claimStallAnnouncement = (db: WichtreyDatabase, opId: string) => claimAnnouncement(db, opId, 'pending', 'stallAnnounced');
