import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';
import { rowKey } from '../db/outboxEntry';
import type { EditableTable } from '../rows';
import { rowSyncState, type RowSyncState } from '../sync/rowSyncState';

/** Whether this row's own edits are still on this device (sync/rowSyncState.ts); read through the outbox's row index. */
export function useRowSyncState(table: EditableTable, id: string): RowSyncState | undefined {
  return useLiveQuery(async () => rowSyncState(await db.outbox.where('rowKeys').equals(rowKey(table, id)).toArray()), [table, id]);
}
