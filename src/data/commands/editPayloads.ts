import { baseOf, contentFields, sameFieldValue } from '../db/fieldValues';
import type { DeletePayload, UpdatePayload } from '../db/outboxEntry';
import type { EditableTable } from '../rows';

/**
 * The update a form's save asks for: only the fields whose values differ from the row as this
 * device shows it, based on those fields' current values (normalised as the server stores them).
 */
export function updatePayload(table: EditableTable, current: { id: string }, values: Record<string, unknown>): UpdatePayload {
  const row = current as unknown as Record<string, unknown>;
  const changed = Object.fromEntries(Object.entries(values).filter(([field, value]) => !sameFieldValue(table, field, row[field], value)));
  return { kind: 'update', table, id: current.id, values: changed, base: baseOf(table, current, Object.keys(changed)) };
}

/** A delete based on every content field of the row as this device shows it. */
export function deletePayload(table: EditableTable, current: { id: string }): DeletePayload {
  return { kind: 'delete', table, id: current.id, base: baseOf(table, current, contentFields(table)) };
}
