import { db } from '../db/database';
import type { EditableTable } from '../rows';

/**
 * Ids of rows in `table` that an unfinished outbox entry touches (waiting or in conflict): their
 * optimistic state wins over whatever a pull brings until the entry is done. Failed entries are
 * already reverted, so their rows take the server's state again.
 */
export async function protectedRowIds(table: EditableTable): Promise<Set<string>> {
  const ids = new Set<string>();
  const prefix = `${table}:`;
  await db.outbox.each((entry) => {
    if (entry.state === 'failed') return;
    for (const key of entry.rowKeys) {
      if (key.startsWith(prefix)) ids.add(key.slice(prefix.length));
    }
  });
  return ids;
}
