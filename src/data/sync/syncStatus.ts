import { create } from 'zustand';
import type { AnyRow, EditableTable } from '../rows';
import type { OutboxKind } from '../db/outboxEntry';

/** An edit the server refused for good (it is reverted on the device; retry or discard). */
export interface FailedEntry {
  id: string;
  kind: OutboxKind;
  table: EditableTable | null;
  rowId: string | null;
  message: string;
  /** Later edits set aside with it because they build on it. */
  dependents: number;
}

/** An offline edit to a row someone else changed meanwhile: keep mine or take theirs. */
export interface Conflict {
  id: string;
  table: EditableTable;
  rowId: string;
  mine: Record<string, unknown>;
  theirs: AnyRow;
  message: string;
}

export interface SyncStatus {
  pending: number;
  syncing: boolean;
  lastSyncAt: number | null;
  lastError: string | null;
  failed: FailedEntry[];
  conflicts: Conflict[];
}

export const useSyncStatusStore = create<SyncStatus>(() => ({
  pending: 0,
  syncing: false,
  lastSyncAt: null,
  lastError: null,
  failed: [],
  conflicts: [],
}));
