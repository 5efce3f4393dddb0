import type { EditableTable } from '../rows';

/**
 * How the server stores each field staff edits, so the device can compare values as the server
 * will (public.same_field_value in the conditional-edits migration does the same on the server):
 * prices are numeric(12,2), texts are compared without surrounding blanks, lists by content.
 */
type FieldKind = 'text' | 'cents' | 'number' | 'list';

const FIELD_KINDS: Record<EditableTable, Record<string, FieldKind>> = {
  offers: { name: 'text', manufacturer: 'text', info: 'text', original_price: 'cents', sale_price: 'cents', discount: 'number', images: 'list' },
  albums: { title: 'text', description: 'text', cover_image: 'text' },
  gallery_images: { title: 'text', description: 'text' },
};

/** Blanks around a text do not make it another value (the same characters as private.blanks()). */
const BLANKS = /^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g;

/** The fields staff edit (and a delete is based on); order, ids and timestamps are not among them. */
export function contentFields(table: EditableTable): string[] {
  return Object.keys(FIELD_KINDS[table]);
}

/**
 * Rounds to two decimals as Postgres' numeric does (half away from zero, on the decimal digits):
 * 580.456 → 580.46, and 1.005 → 1.01 although the binary double of 1.005 lies below it.
 */
function roundToCents(value: number): number {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) return Math.round(value * 100) / 100;
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole + (fraction + '00').slice(0, 2)) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  const rounded = cents / 100;
  return value < 0 ? -rounded : rounded;
}

/** The value as the server stores it (null for a missing value). */
export function normaliseField(table: EditableTable, field: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (FIELD_KINDS[table][field]) {
    case 'cents':
      return typeof value === 'number' || typeof value === 'string' ? roundToCents(Number(value)) : value;
    case 'number':
      return typeof value === 'string' ? Number(value) : value;
    case 'text':
      return typeof value === 'string' ? value.replace(BLANKS, '') : value;
    case 'list':
      return Array.isArray(value) ? [...(value as unknown[])] : value;
    default:
      return value;
  }
}

/** True when both values are stored alike (580.456 and 580.46; " Sofa" and "Sofa"; equal lists). */
export function sameFieldValue(table: EditableTable, field: string, a: unknown, b: unknown): boolean {
  return JSON.stringify(normaliseField(table, field, a)) === JSON.stringify(normaliseField(table, field, b));
}

/** The given fields of `row`, normalised: what an edit of them is based on. */
export function baseOf(table: EditableTable, row: object, fields: string[]): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, normaliseField(table, field, values[field])]));
}

/** True when every field of `values` holds that value in `row`. */
export function rowHasValues(table: EditableTable, row: object, values: Record<string, unknown>): boolean {
  const current = row as Record<string, unknown>;
  return Object.entries(values).every(([field, value]) => sameFieldValue(table, field, current[field], value));
}
