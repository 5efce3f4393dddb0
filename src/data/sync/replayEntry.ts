import { db } from '../db/database';
import type { OutboxEntry } from '../db/outboxEntry';
import type { Remote, RemoteError } from '../remote/remote';
import type { AnyRow, EditableTable } from '../rows';
import { describeSyncError, isTransient, MESSAGES } from './classifyError';

export type ReplayOutcome =
  | { type: 'done'; serverRows: { table: EditableTable; row: AnyRow }[]; moved?: boolean }
  | { type: 'transient'; error: RemoteError }
  | { type: 'permanent'; message: string; error?: RemoteError }
  | { type: 'conflict'; serverRow: AnyRow };

function fromError(error: RemoteError): ReplayOutcome {
  return isTransient(error) ? { type: 'transient', error } : { type: 'permanent', message: describeSyncError(error), error };
}

/** Numbers from numeric columns may come back as 12 or "12.00"; arrays compare by content. */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  return (a ?? null) === (b ?? null);
}

export function rowHasValues(row: AnyRow, values: Record<string, unknown>): boolean {
  return Object.entries(values).every(([key, value]) => sameValue((row as unknown as Record<string, unknown>)[key], value));
}

/**
 * Sends one outbox entry to the server, so that sending it twice has the effect of sending it
 * once: uploads upsert, inserts ignore existing ids, updates are conditional on updated_at,
 * deletes of missing rows are fine, moves carry their operation id.
 */
export async function replayEntry(entry: OutboxEntry, remote: Remote): Promise<ReplayOutcome> {
  const { payload } = entry;
  switch (payload.kind) {
    case 'upload': {
      const pending = await db.blobs.get(payload.name);
      if (!pending) return { type: 'done', serverRows: [] }; // uploaded before; blob cleaned up
      const result = await remote.upload(payload.bucket, payload.name, pending.blob, pending.contentType);
      return result.error ? fromError(result.error) : { type: 'done', serverRows: [] };
    }
    case 'insert': {
      const result = await remote.insertRows(payload.table, payload.rows);
      // 23505 (unique violation) can only mean our own id is there already: a replay.
      if (result.error && result.error.code !== '23505') return fromError(result.error);
      const returned = new Map((result.data ?? []).map((row) => [row.id, row]));
      const serverRows: { table: EditableTable; row: AnyRow }[] = [];
      for (const row of payload.rows) {
        const id = String(row.id);
        let serverRow = returned.get(id);
        if (!serverRow) {
          // Already inserted by an earlier replay whose answer got lost: read what is there.
          const existing = await remote.fetchRow(payload.table, id);
          if (existing.error) return fromError(existing.error);
          if (!existing.data) return { type: 'permanent', message: MESSAGES.denied };
          serverRow = existing.data;
        }
        serverRows.push({ table: payload.table, row: serverRow });
      }
      return { type: 'done', serverRows };
    }
    case 'update': {
      const result = await remote.updateRow(payload.table, payload.id, payload.values, payload.baseUpdatedAt);
      if (result.error) return fromError(result.error);
      const updated = result.data[0];
      if (updated) return { type: 'done', serverRows: [{ table: payload.table, row: updated }] };
      // Nothing matched: the row is gone, already has our values (lost answer), was changed by
      // someone else (conflict), or RLS hid it from the update (unchanged since our base).
      const current = await remote.fetchRow(payload.table, payload.id);
      if (current.error) return fromError(current.error);
      if (!current.data) return { type: 'permanent', message: MESSAGES.rowGone };
      if (rowHasValues(current.data, payload.values)) return { type: 'done', serverRows: [{ table: payload.table, row: current.data }] };
      if (current.data.updated_at === payload.baseUpdatedAt || Date.parse(current.data.updated_at) === Date.parse(payload.baseUpdatedAt)) {
        return { type: 'permanent', message: MESSAGES.denied };
      }
      return { type: 'conflict', serverRow: current.data };
    }
    case 'delete': {
      const result = await remote.deleteRow(payload.table, payload.id);
      if (result.error) return fromError(result.error);
      if (result.data.length > 0) return { type: 'done', serverRows: [] };
      // Nothing deleted: fine if it is gone; if it is still there, RLS refused the delete.
      const current = await remote.fetchRow(payload.table, payload.id);
      if (current.error) return fromError(current.error);
      return current.data ? { type: 'permanent', message: MESSAGES.denied } : { type: 'done', serverRows: [] };
    }
    case 'move': {
      const result = await remote.moveOffer(payload.id, payload.direction, entry.opId);
      if (result.error) return fromError(result.error);
      if (result.data.reason === 'offer_not_found') return { type: 'permanent', message: MESSAGES.offerGone };
      // at_top/at_bottom on the server (its order differed): nothing moved; the pull corrects us.
      // The move gave the offers a new updated_at: read them, so later queued edits of them can be
      // checked against their full server state (see adoptMovedRows).
      const serverRows: { table: EditableTable; row: AnyRow }[] = [];
      for (const key of entry.rowKeys) {
        const current = await remote.fetchRow('offers', key.slice('offers:'.length));
        if (current.error) return fromError(current.error); // the move is recorded; a replay is a no-op
        if (current.data) serverRows.push({ table: 'offers', row: current.data });
      }
      return { type: 'done', serverRows, moved: true };
    }
  }
}
