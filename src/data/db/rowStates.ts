import type { WichtreyDatabase } from './database';
import type { RowState } from './outboxEntry';
import type { AnyRow } from '../rows';

/** Writes row states into Dexie (put, or delete when `row` is null). Call inside a transaction of `db`. */
export async function writeRowStates(db: WichtreyDatabase, states: RowState[]): Promise<void> {
  for (const state of states) {
    const table = db.table<AnyRow, string>(state.table);
    if (state.row) await table.put(state.row);
    else await table.delete(state.id);
  }
}
