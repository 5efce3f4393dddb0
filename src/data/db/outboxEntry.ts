import type { AnyRow, EditableTable } from '../rows';

/** What an outbox entry asks the server to do. */
export type OutboxPayload =
  /** Upload the Blob stored under `name` in the blobs table (upsert: a replay is harmless). */
  | { kind: 'upload'; bucket: string; name: string }
  /**
   * Insert rows with device-generated ids, insert-or-nothing (a replay never overwrites what was
   * written since); album images go through add_album_images, which decides their positions.
   */
  | { kind: 'insert'; table: EditableTable; rows: Record<string, unknown>[] }
  | UpdatePayload
  | DeletePayload
  /** Move an offer through the move_offer RPC, which records the operation id. */
  | { kind: 'move'; id: string; direction: 'up' | 'down' }
  /**
   * Remove a file this device uploaded for an edit that then did not happen (discarded, or a
   * conflict settled with the server's version). The server keeps a file a row uses.
   */
  | { kind: 'removeFile'; bucket: string; name: string };

/**
 * Set the fields of `values` (only those this edit changed) on one row, if the server still holds
 * `base` there: the same fields as this device knew them before the edit, normalised as the
 * server stores them (db/fieldValues.ts). Another writer's change of one of them is a conflict;
 * changes of other fields, moves and timestamps are not.
 */
export interface UpdatePayload {
  kind: 'update';
  table: EditableTable;
  id: string;
  values: Record<string, unknown>;
  base: Record<string, unknown>;
}

/**
 * Delete one row, if the server still holds `base` there (every content field as this device last
 * knew it); a row changed elsewhere meanwhile becomes a conflict. A row already gone is fine.
 */
export interface DeletePayload {
  kind: 'delete';
  table: EditableTable;
  id: string;
  base: Record<string, unknown>;
}

export type OutboxKind = OutboxPayload['kind'];

/** A row's state in Dexie; `row: null` = the row is absent. */
export interface RowState {
  table: EditableTable;
  id: string;
  row: AnyRow | null;
}

type OutboxState = 'pending' | 'failed' | 'conflict';

/**
 * One queued staff edit. Entries are replayed strictly by `seq`. `before`/`after` are the Dexie
 * states of the touched rows around the optimistic change, so a permanent failure can be undone
 * and a retry re-applied without the network.
 */
export interface OutboxEntry {
  seq?: number;
  /** Operation id (also the RPC's idempotency key for moves). */
  opId: string;
  /**
   * The entries queued by one command share a batch id, so the form that made the edit (and the
   * staff notices) can tell when all of it, uploads included, is on the server.
   */
  batchId: string;
  payload: OutboxPayload;
  /** Keys ("table:id" or "blob:name") of what this entry creates or changes. */
  rowKeys: string[];
  /** Keys this entry needs to exist first (its uploads, the album of new images). */
  dependsOn: string[];
  before: RowState[];
  after: RowState[];
  attempts: number;
  /** Epoch ms before which the entry is not replayed (backoff after a transient failure). */
  nextAttemptAt: number;
  state: OutboxState;
  /** Plain German message for staff when failed or in conflict. */
  error: string | null;
  /** The server's row when the entry is in conflict. */
  serverRow: AnyRow | null;
  /**
   * Epoch ms when the entry last became a conflict or failed. The sync panel lists problems in
   * this order: one that arises later is added below and never moves the one staff are deciding.
   */
  problemSince?: number;
  /** For an entry failed because an earlier one failed: that entry's opId. */
  causeOpId: string | null;
  createdAt: number;
  /** Failed because its row (or the album or offer it goes into) is gone from the server: sending it again cannot work. */
  rowGone?: boolean;
  /** Set once staff were told that this entry failed, so a reload does not tell them again. */
  failureAnnounced?: boolean;
  /** Set once staff were warned that this entry stalls: once per stall, not per page load or tab. */
  stallAnnounced?: boolean;
  /** Set once staff were told that this entry met a newer server version: once per conflict, not per page load or tab. */
  conflictAnnounced?: boolean;
  /** Epoch ms of the last transient failure: a request that gets through after it retries at once. */
  lastFailedAt?: number;
}

/** A new entry as every queued one starts: pending, never tried. */
export function pendingEntry(parts: Pick<OutboxEntry, 'batchId' | 'payload' | 'rowKeys' | 'dependsOn' | 'before' | 'after' | 'createdAt'>): OutboxEntry {
  return { opId: crypto.randomUUID(), ...parts, attempts: 0, nextAttemptAt: 0, state: 'pending', error: null, serverRow: null, causeOpId: null };
}

export function rowKey(table: EditableTable, id: string): string {
  return `${table}:${id}`;
}

export function blobKey(name: string): string {
  return `blob:${name}`;
}
