import type { AnyRow, EditableTable } from '../rows';

/** What an outbox entry asks the server to do. */
export type OutboxPayload =
  /** Upload the Blob stored under `name` in the blobs table (upsert: a replay is harmless). */
  | { kind: 'upload'; bucket: string; name: string }
  /** Insert rows with device-generated ids (replayed as an upsert that ignores duplicates). */
  | { kind: 'insert'; table: EditableTable; rows: Record<string, unknown>[] }
  /** Update one row, only if the server still has the version the edit was based on. */
  | { kind: 'update'; table: EditableTable; id: string; values: Record<string, unknown>; baseUpdatedAt: string }
  /** Delete one row (a replay of a delete that already happened is fine). */
  | { kind: 'delete'; table: EditableTable; id: string }
  /** Move an offer through the move_offer RPC, which records the operation id. */
  | { kind: 'move'; id: string; direction: 'up' | 'down' };

export type OutboxKind = OutboxPayload['kind'];

/** A row's state in Dexie; `row: null` = the row is absent. */
export interface RowState {
  table: EditableTable;
  id: string;
  row: AnyRow | null;
}

export type OutboxState = 'pending' | 'failed' | 'conflict';

/**
 * One queued staff edit. Entries are replayed strictly by `seq`. `before`/`after` are the Dexie
 * states of the touched rows around the optimistic change, so a permanent failure can be undone
 * and a retry re-applied without the network.
 */
export interface OutboxEntry {
  seq?: number;
  /** Operation id (also the RPC's idempotency key for moves). */
  opId: string;
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
  /** For an entry failed because an earlier one failed: that entry's opId. */
  causeOpId: string | null;
  createdAt: number;
}

export function rowKey(table: EditableTable, id: string): string {
  return `${table}:${id}`;
}

export function blobKey(name: string): string {
  return `blob:${name}`;
}
