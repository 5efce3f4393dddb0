import { baseOf, contentFields, sameFieldValue } from './fieldValues';
import type { OutboxEntry } from './outboxEntry';

/** An update or delete queued before edits carried their base (it had `baseUpdatedAt` instead). */
type LegacyEntry = OutboxEntry & { payload: { baseUpdatedAt?: string; base?: Record<string, unknown> } };

/**
 * Gives an entry queued by an older version of the app the shape edits have now: its base is its
 * row as it was before the edit (kept in `before`), and an update sends only the fields it changed.
 */
export function withFieldBase(entry: LegacyEntry): OutboxEntry {
  const { payload } = entry;
  if ((payload.kind !== 'update' && payload.kind !== 'delete') || payload.base) return entry;
  const before = entry.before.find((state) => state.table === payload.table && state.id === payload.id)?.row ?? null;
  const { baseUpdatedAt: _legacy, ...rest } = payload as typeof payload & { baseUpdatedAt?: string };
  if (payload.kind === 'delete') {
    return { ...entry, payload: { ...rest, kind: 'delete', base: before ? baseOf(payload.table, before, contentFields(payload.table)) : {} } };
  }
  const previous = (before ?? {}) as Record<string, unknown>;
  const values = Object.fromEntries(Object.entries(payload.values).filter(([field, value]) => !sameFieldValue(payload.table, field, previous[field], value)));
  return { ...entry, payload: { ...rest, kind: 'update', values, base: before ? baseOf(payload.table, before, Object.keys(values)) : {} } };
}
