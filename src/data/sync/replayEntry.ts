import type { WichtreyDatabase } from '../db/database';
import { rowHasValues } from '../db/fieldValues';
import type { OutboxEntry, OutboxPayload } from '../db/outboxEntry';
import type { OutboxUploader, RemoteError } from '../remote/remote';
import type { AnyRow, EditableTable } from '../rows';
import { describeSyncError, isTransient, MESSAGES } from './classifyError';

/**
 * A row the server has after an entry was replayed. `written`: exactly as this entry's own write
 * left it; otherwise read afterwards (a replay whose first answer got lost), so it may also hold
 * later changes made elsewhere, which must not be taken for this device's knowledge.
 */
export interface ServerRow {
  table: EditableTable;
  row: AnyRow;
  written: boolean;
}

export interface GoneRow {
  table: EditableTable;
  id: string;
}

export type ReplayOutcome =
  | { type: 'done'; serverRows: ServerRow[]; gone: GoneRow[]; moved?: boolean }
  | { type: 'transient'; error: RemoteError }
  /** `gone`: rows the server no longer has (deleted elsewhere), which the device drops too. */
  | { type: 'permanent'; message: string; error?: RemoteError; gone?: GoneRow[] }
  | { type: 'conflict'; serverRow: AnyRow };

function fromError(error: RemoteError): ReplayOutcome {
  return isTransient(error) ? { type: 'transient', error } : { type: 'permanent', message: describeSyncError(error), error };
}

function done(serverRows: ServerRow[], gone: GoneRow[] = []): ReplayOutcome {
  return { type: 'done', serverRows, gone };
}

type InsertPayload = Extract<OutboxPayload, { kind: 'insert' }>;

/**
 * Rows the insert answer did not return were there already (an earlier attempt whose answer got
 * lost) or were deleted since (ids of deleted rows are never inserted again): read which.
 */
async function readBack(table: EditableTable, ids: string[], returned: Map<string, AnyRow>, remote: OutboxUploader): Promise<ReplayOutcome> {
  const serverRows: ServerRow[] = [];
  const gone: GoneRow[] = [];
  for (const id of ids) {
    const inserted = returned.get(id);
    if (inserted) {
      serverRows.push({ table, row: inserted, written: true });
      continue;
    }
    const existing = await remote.fetchRow(table, id);
    if (existing.error) return fromError(existing.error);
    if (existing.data) serverRows.push({ table, row: existing.data, written: false });
    else gone.push({ table, id });
  }
  return done(serverRows, gone);
}

async function replayInsert(payload: InsertPayload, remote: OutboxUploader): Promise<ReplayOutcome> {
  const ids = payload.rows.map((row) => String(row.id));
  if (payload.table === 'gallery_images') {
    const albumId = String(payload.rows[0]?.album_id ?? '');
    // Positions are the server's: the batch goes after the album's last image, in this order.
    const images = payload.rows.map(({ id, image_url, title, description }) => ({ id, image_url, title: title ?? null, description: description ?? null }));
    const result = await remote.addAlbumImages(albumId, images);
    if (result.error) return fromError(result.error);
    if (result.data.status === 'album_missing') return { type: 'permanent', message: MESSAGES.albumGone, gone: [{ table: 'albums', id: albumId }] };
    const rows = new Map(result.data.rows.map((row) => [row.id, row as AnyRow]));
    const written = result.data.status === 'inserted';
    return done(
      ids.flatMap((id) => (rows.has(id) ? [{ table: payload.table, row: rows.get(id) as AnyRow, written }] : [])),
      ids.filter((id) => !rows.has(id)).map((id) => ({ table: payload.table, id })),
    );
  }
  const result = await remote.insertRows(payload.table, payload.rows);
  // 23505 (unique violation) can only mean our own id is there already: a replay.
  if (result.error && result.error.code !== '23505') return fromError(result.error);
  return readBack(payload.table, ids, new Map((result.data ?? []).map((row) => [row.id, row])), remote);
}

/**
 * Sends one outbox entry to the server, so that sending it twice has the effect of sending it
 * once: uploads upsert, inserts are insert-or-nothing, updates and deletes are conditional on the
 * fields they are based on (and updates recorded by operation id), moves carry their operation id.
 */
export async function replayEntry(entry: OutboxEntry, remote: OutboxUploader, db: WichtreyDatabase): Promise<ReplayOutcome> {
  const { payload } = entry;
  switch (payload.kind) {
    case 'upload': {
      const pending = await db.blobs.get(payload.name);
      if (!pending) return done([]); // uploaded before; blob cleaned up
      const result = await remote.upload(payload.bucket, payload.name, pending.blob, pending.contentType);
      return result.error ? fromError(result.error) : done([]);
    }
    case 'removeFile': {
      const result = await remote.removeUnusedFile(payload.bucket, payload.name);
      if (result.error && isTransient(result.error)) return { type: 'transient', error: result.error };
      // Refused for good, the file stays where it was: nothing staff could decide.
      if (result.error) console.warn(`Unused file ${payload.bucket}/${payload.name} not removed: ${result.error.message}`);
      return done([]);
    }
    case 'insert':
      return replayInsert(payload, remote);
    case 'update': {
      if (Object.keys(payload.values).length === 0) return done([]); // saved without a change
      const result = await remote.updateRow(payload.table, payload.id, { operationId: entry.opId, base: payload.base, values: payload.values });
      if (result.error) return fromError(result.error);
      const { status, row } = result.data;
      const gone = [{ table: payload.table, id: payload.id }];
      if (status === 'missing') return { type: 'permanent', message: MESSAGES.rowGone, gone };
      if (status === 'applied' && row) return done([{ table: payload.table, row, written: true }]);
      if (status === 'replayed') return row ? done([{ table: payload.table, row, written: false }]) : done([], [{ table: payload.table, id: payload.id }]);
      if (!row) return { type: 'permanent', message: MESSAGES.rowGone, gone };
      // Changed elsewhere, but to exactly the values this edit sets: nothing is left to decide.
      if (rowHasValues(payload.table, row, payload.values)) return done([{ table: payload.table, row, written: false }]);
      return { type: 'conflict', serverRow: row };
    }
    case 'delete': {
      const result = await remote.deleteRow(payload.table, payload.id, payload.base);
      if (result.error) return fromError(result.error);
      if (result.data.status === 'conflict' && result.data.row) return { type: 'conflict', serverRow: result.data.row };
      return done([], [{ table: payload.table, id: payload.id }]);
    }
    case 'move': {
      const result = await remote.moveOffer(payload.id, payload.direction, entry.opId);
      if (result.error) return fromError(result.error);
      if (result.data.reason === 'offer_not_found') return { type: 'permanent', message: MESSAGES.offerGone, gone: [{ table: 'offers', id: payload.id }] };
      // at_top/at_bottom on the server (its order differed): nothing moved; the pull corrects us.
      // The moved offers' rows as they are now: a move changes no field an edit is based on.
      const serverRows: ServerRow[] = [];
      for (const key of entry.rowKeys) {
        const current = await remote.fetchRow('offers', key.slice('offers:'.length));
        if (current.error) return fromError(current.error); // the move is recorded; a replay is a no-op
        if (current.data) serverRows.push({ table: 'offers', row: current.data, written: false });
      }
      return { type: 'done', serverRows, gone: [], moved: true };
    }
  }
}
