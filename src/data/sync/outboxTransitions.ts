import { db } from '../db/database';
import { rowKey, type OutboxEntry } from '../db/outboxEntry';
import { writeRowStates } from '../db/rowStates';
import type { AnyRow, EditableTable, Offer } from '../rows';
import { bumpWriteGeneration } from '../mirror/writeGeneration';
import { MESSAGES } from './classifyError';
import { rowHasValues } from './replayEntry';

/**
 * State changes of outbox entries and the matching Dexie changes, each in one transaction so the
 * mirror and the outbox never disagree after a crash.
 */

const TABLES = () => [db.offers, db.albums, db.gallery_images, db.outbox, db.blobs];

function touches(entry: OutboxEntry, keys: Set<string>): boolean {
  return [...entry.rowKeys, ...entry.dependsOn].some((key) => keys.has(key));
}

/** Unfinished entries other than `exceptSeq` that touch the row. */
async function otherEntriesOn(key: string, exceptSeq: number | undefined): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('rowKeys').equals(key).toArray();
  return entries.filter((entry) => entry.seq !== exceptSeq && entry.state !== 'failed');
}

/**
 * The server now has the row at `serverRow.updated_at`. Later queued updates of this row were
 * based on the version this device knew; they now build on the server's new version. The Dexie
 * row takes the server's state unless later edits of it still wait (then only its updated_at).
 */
async function adoptServerVersion(table: EditableTable, serverRow: AnyRow, exceptSeq: number | undefined): Promise<void> {
  const key = rowKey(table, serverRow.id);
  const local = await db.table<AnyRow, string>(table).get(serverRow.id);
  const others = await otherEntriesOn(key, exceptSeq);
  for (const other of others) {
    if (other.payload.kind === 'update' && local && other.payload.baseUpdatedAt === local.updated_at) {
      await db.outbox.update(other.seq as number, { payload: { ...other.payload, baseUpdatedAt: serverRow.updated_at } });
    }
  }
  if (others.length === 0) await db.table<AnyRow, string>(table).put(serverRow);
  else if (local) await db.table<AnyRow, string>(table).put({ ...local, updated_at: serverRow.updated_at });
}

/**
 * After a move the server rows have a new updated_at that no edit of ours produced. A later
 * queued edit of such an offer moves onto it only if the server's content is still what that
 * edit was based on; otherwise someone else changed the offer meanwhile and the edit must meet
 * it as a conflict instead of silently overwriting it.
 */
async function adoptMovedRows(entry: OutboxEntry, serverRows: { table: EditableTable; row: AnyRow }[]): Promise<void> {
  for (const { row: serverRow } of serverRows) {
    const key = rowKey('offers', serverRow.id);
    const others = (await otherEntriesOn(key, entry.seq)).sort((a, b) => (a.seq as number) - (b.seq as number));
    if (others.length === 0) {
      await db.offers.put(serverRow as Offer);
      continue;
    }
    const firstUpdate = others.find((other) => other.payload.kind === 'update');
    if (firstUpdate?.payload.kind !== 'update') {
      await adoptServerVersion('offers', serverRow, entry.seq);
      continue;
    }
    // Compare the fields the edit writes, as they were when it was made, with the server's.
    const base = firstUpdate.before.find((state) => state.id === serverRow.id)?.row as Record<string, unknown> | undefined;
    const baseValues = Object.fromEntries(Object.keys(firstUpdate.payload.values).map((field) => [field, base?.[field]]));
    if (base && rowHasValues(serverRow, baseValues)) await adoptServerVersion('offers', serverRow, entry.seq);
  }
}

export async function completeEntry(
  entry: OutboxEntry,
  serverRows: { table: EditableTable; row: AnyRow }[],
  moved = false,
): Promise<void> {
  bumpWriteGeneration();
  await db.transaction('rw', TABLES(), async () => {
    await db.outbox.delete(entry.seq as number);
    if (entry.payload.kind === 'upload') await db.blobs.delete(entry.payload.name);
    if (moved) await adoptMovedRows(entry, serverRows);
    else for (const { table, row } of serverRows) await adoptServerVersion(table, row, entry.seq);
  });
}

/**
 * Sets the entry aside as failed, together with every later entry that builds on it (same row,
 * rows it creates, its uploads), and undoes their optimistic changes, newest first.
 */
export async function failWithDependents(entry: OutboxEntry, message: string): Promise<OutboxEntry[]> {
  bumpWriteGeneration();
  return db.transaction('rw', TABLES(), async () => {
    const later = await db.outbox.where('seq').above(entry.seq as number).toArray();
    const keys = new Set(entry.rowKeys);
    const failed: OutboxEntry[] = [{ ...entry, state: 'failed', error: message, causeOpId: null }];
    for (const candidate of later) {
      if (candidate.state === 'failed' || !touches(candidate, keys)) continue;
      candidate.rowKeys.forEach((key) => keys.add(key));
      failed.push({ ...candidate, state: 'failed', error: MESSAGES.dependent, causeOpId: entry.opId });
    }
    for (const item of failed) await db.outbox.put(item);
    for (const item of [...failed].reverse()) await writeRowStates(item.before);
    return failed;
  });
}

export async function markConflict(entry: OutboxEntry, serverRow: AnyRow): Promise<void> {
  await db.outbox.update(entry.seq as number, { state: 'conflict', serverRow, error: MESSAGES.conflict });
}

export async function scheduleRetry(entry: OutboxEntry, at: number, message: string): Promise<void> {
  await db.outbox.update(entry.seq as number, { attempts: entry.attempts + 1, nextAttemptAt: at, error: message });
}

async function entryWithDependents(opId: string): Promise<OutboxEntry[]> {
  const entries = await db.outbox.orderBy('seq').toArray();
  return entries.filter((entry) => entry.state === 'failed' && (entry.opId === opId || entry.causeOpId === opId));
}

/** Puts failed entries back in the queue and re-applies their optimistic changes. */
export async function retryFailedEntries(opId: string): Promise<OutboxEntry[]> {
  return db.transaction('rw', TABLES(), async () => {
    const entries = await entryWithDependents(opId);
    for (const entry of entries) {
      await writeRowStates(entry.after);
      await db.outbox.update(entry.seq as number, { state: 'pending', attempts: 0, nextAttemptAt: 0, error: null, causeOpId: null });
    }
    return entries;
  });
}

/** Drops failed entries for good (their changes were already undone) and their waiting files. */
export async function discardFailedEntries(opId: string): Promise<OutboxEntry[]> {
  return db.transaction('rw', TABLES(), async () => {
    const entries = await entryWithDependents(opId);
    for (const entry of entries) {
      await db.outbox.delete(entry.seq as number);
      if (entry.payload.kind === 'upload') await db.blobs.delete(entry.payload.name);
    }
    return entries;
  });
}

/**
 * 'mine': our values go out again, now based on the server's current version.
 * 'theirs': the server row replaces ours and the entry is dropped.
 */
export async function resolveConflictEntry(opId: string, choice: 'mine' | 'theirs'): Promise<OutboxEntry | null> {
  bumpWriteGeneration();
  return db.transaction('rw', TABLES(), async () => {
    const entry = await db.outbox.where('opId').equals(opId).first();
    if (!entry || entry.state !== 'conflict' || !entry.serverRow || entry.payload.kind !== 'update') return null;
    const { table, id } = entry.payload;
    const serverRow = entry.serverRow;
    if (choice === 'mine') {
      const local = await db.table<AnyRow, string>(table).get(id);
      const payload = { ...entry.payload, baseUpdatedAt: serverRow.updated_at };
      await db.outbox.update(entry.seq as number, { payload, state: 'pending', serverRow: null, error: null, attempts: 0, nextAttemptAt: 0 });
      // Later edits of the row were based on the same old version: move them along too.
      for (const other of await otherEntriesOn(rowKey(table, id), entry.seq)) {
        if (other.payload.kind === 'update' && local && other.payload.baseUpdatedAt === local.updated_at) {
          await db.outbox.update(other.seq as number, { payload: { ...other.payload, baseUpdatedAt: serverRow.updated_at } });
        }
      }
      if (local) await db.table<AnyRow, string>(table).put({ ...local, updated_at: serverRow.updated_at });
    } else {
      await db.outbox.delete(entry.seq as number);
      await db.table<AnyRow, string>(table).put(serverRow);
    }
    return entry;
  });
}
