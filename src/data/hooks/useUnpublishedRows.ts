import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';
import { rowKey } from '../db/outboxEntry';
import type { EditableTable } from '../rows';
import { rowSyncState } from '../sync/rowSyncState';
import { useShownToVisitor } from '../auth/useShownToVisitor';

const NONE: ReadonlySet<string> = new Set();

/**
 * The ids of the table's rows this device shows a visitor with a staff edit the server does not
 * have yet (waiting or in conflict; a failed edit is undone here): staff signed out with edits
 * waiting ('Trotzdem abmelden'). None while staff are signed in: they see their own mark. One read
 * of the outbox's row index for a whole page of cards; on most visitors' devices it is empty.
 */
export function useUnpublishedRows(table: EditableTable): ReadonlySet<string> {
  const visitor = useShownToVisitor();
  const rows = useLiveQuery(
    async () => {
      // Staff's pages do not read the outbox for it: each of their saves would read it again.
      if (!visitor) return NONE;
      const prefix = rowKey(table, '');
      const entries = await db.outbox.where('rowKeys').startsWith(prefix).toArray();
      const ids = entries
        .filter((entry) => rowSyncState([entry]) !== undefined)
        .flatMap((entry) => entry.rowKeys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length)));
      return ids.length === 0 ? NONE : new Set(ids);
    },
    [table, visitor],
    NONE,
  );
  // Until the query answers again after a sign-in, its last answer is a visitor's.
  return visitor ? rows : NONE;
}
