import { sameFieldValue } from '../db/fieldValues';
import type { OutboxEntry } from '../db/outboxEntry';
import { entryLabel } from './entryDescription';
import type { Conflict } from './syncStatus';

/**
 * What staff see of an entry in conflict: the row's name, and field by field both versions.
 * An update shows the fields it changed (mine) next to the server's values; a delete shows the
 * fields changed elsewhere since this device last saw the row (its version, then the server's).
 */
export function conflictOf(entry: OutboxEntry): Conflict | null {
  const { payload, serverRow } = entry;
  if (entry.state !== 'conflict' || !serverRow || (payload.kind !== 'update' && payload.kind !== 'delete')) return null;
  const theirs = serverRow as unknown as Record<string, unknown>;
  const mine = payload.kind === 'update' ? payload.values : payload.base;
  const fields = Object.keys(mine)
    .filter((field) => payload.kind === 'update' || !sameFieldValue(payload.table, field, mine[field], theirs[field]))
    .map((field) => ({ field, mine: mine[field] ?? null, theirs: theirs[field] ?? null }));
  return {
    id: entry.opId,
    kind: payload.kind,
    table: payload.table,
    rowId: payload.id,
    label: entryLabel(entry),
    mine,
    theirs: serverRow,
    fields,
    message: entry.error ?? '',
  };
}
