import { baseOf, contentFields, sameFieldValue } from '../db/fieldValues';
import type { DeletePayload, UpdatePayload } from '../db/outboxEntry';
import { discountIsDerived, toCents } from '../input/money';
import type { EditableTable, Offer } from '../rows';

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

/**
 * An offer edit that changes a price leaves a derived discount to the server, which computes it
 * from the prices it ends up with (migration offer_discount_from_prices): another device's change
 * of the other price then merges instead of conflicting on the percent neither staff member typed.
 */
export function leaveDerivedDiscountToServer(payload: UpdatePayload, shown: Offer): UpdatePayload {
  const { values, base } = payload;
  if (!('discount' in values) || !('original_price' in values || 'sale_price' in values)) return payload;
  const original = toCents(Number(values.original_price ?? shown.original_price));
  const sale = toCents(Number(values.sale_price ?? shown.sale_price));
  if (original === null || sale === null || !discountIsDerived(original, sale)) return payload;
  const { discount: _sentDiscount, ...sentValues } = values;
  const { discount: _baseDiscount, ...sentBase } = base;
  return { ...payload, values: sentValues, base: sentBase };
}
