import { create } from 'zustand';
import type { AnyRow, EditableTable } from '../rows';
import type { OutboxKind } from '../db/outboxEntry';

/** An edit the server refused for good (it is reverted on the device; retry or discard). */
export interface FailedEntry {
  id: string;
  kind: OutboxKind;
  table: EditableTable | null;
  /** The storage bucket of an upload. */
  bucket: string | null;
  rowId: string | null;
  /** What staff call the row: the offer's name, the album's or image's title. */
  label: string | null;
  /** For inserts of several rows (images added to an album): how many. */
  count: number;
  message: string;
  /** Later edits set aside with it because they build on it. */
  dependents: number;
  /** False where what it edits is gone from the server: only discarding it is left. */
  retryable: boolean;
}

/** An edit on this device that has not reached the server yet (offline, or its turn has not come). */
export interface WaitingEntry {
  id: string;
  kind: OutboxKind;
  table: EditableTable | null;
  label: string | null;
  /** For inserts of several rows (images added to an album): how many. */
  count: number;
  /** The save it belongs to (a save is one change, whatever number of requests it takes). */
  batchId: string;
}

/** An edit that still waits after several failed attempts (the server keeps failing). */
export interface StalledEntry {
  id: string;
  kind: OutboxKind;
  table: EditableTable | null;
  label: string | null;
  attempts: number;
  message: string;
}

/** One field of a conflict: this device's value and the server's. */
export interface ConflictField {
  field: string;
  mine: unknown;
  theirs: unknown;
}

/**
 * An offline edit (or delete) of a row someone else changed meanwhile: keep mine (for a delete:
 * delete anyway) or take theirs. `mine` holds the fields the edit changed (for a delete: the row
 * as this device last saw it); `fields` lists what staff compare, field by field.
 */
export interface Conflict {
  id: string;
  kind: 'update' | 'delete';
  table: EditableTable;
  rowId: string;
  label: string | null;
  mine: Record<string, unknown>;
  theirs: AnyRow;
  fields: ConflictField[];
  message: string;
}

export interface SyncStatus {
  pending: number;
  /** The pending edits but the stalled ones, oldest first: what staff would lose if the device did. */
  waiting: WaitingEntry[];
  syncing: boolean;
  lastSyncAt: number | null;
  lastError: string | null;
  failed: FailedEntry[];
  conflicts: Conflict[];
  stalled: StalledEntry[];
}

export const useSyncStatusStore = create<SyncStatus>(() => ({
  pending: 0,
  waiting: [],
  syncing: false,
  lastSyncAt: null,
  lastError: null,
  failed: [],
  conflicts: [],
  stalled: [],
}));
