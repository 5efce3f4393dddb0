import { db } from '../db/database';
import type { EditableTable } from '../rows';

/**
 * Rows of `table` created (+) or deleted (−) by entries the server does not have yet, so page
 * totals include the staff member's own unsynced edits. `filter` narrows to one album's images.
 */
export async function unsyncedDelta(table: EditableTable, filter?: (row: Record<string, unknown>) => boolean): Promise<number> {
  let delta = 0;
  await db.outbox.each((entry) => {
    if (entry.state === 'failed') return;
    const { payload } = entry;
    if (payload.kind === 'insert' && payload.table === table) {
      delta += payload.rows.filter((row) => !filter || filter(row)).length;
    } else if (payload.kind === 'delete' && payload.table === table) {
      const before = entry.before.find((state) => state.table === table && state.id === payload.id)?.row;
      if (before && (!filter || filter(before as unknown as Record<string, unknown>))) delta -= 1;
    }
  });
  return delta;
}

/** Whether the row `id` of `table` was made on this device and the server does not have it yet. */
export async function madeHereOnly(table: EditableTable, id: string): Promise<boolean> {
  let made = false;
  await db.outbox.each(({ state, payload }) => {
    if (state !== 'failed' && payload.kind === 'insert' && payload.table === table && payload.rows.some((row) => row.id === id)) made = true;
  });
  return made;
}
