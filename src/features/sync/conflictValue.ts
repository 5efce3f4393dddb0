import { syncText } from '../../content/sync';
import type { EditableTable } from '../../data/rows';
import { formatEuro } from '../../lib/germanFormat';
import { formatGermanNumber } from '../../lib/germanNumber';

/** How one value of a conflict is shown: as German text, or as the image it names. */
export type ShownValue = { kind: 'text'; text: string } | { kind: 'image'; url: string | null };

const PRICES = new Set(['original_price', 'sale_price']);

const text = (value: string): ShownValue => ({ kind: 'text', text: value });

export function fieldName(table: EditableTable, field: string): string {
  return syncText.fields[table][field] ?? field;
}

/** "580,46 €", "25 %", "3 Bilder", a cover image, or '(leer)' for nothing. */
export function shownValue(field: string, value: unknown): ShownValue {
  const t = syncText.conflictTable;
  if (field === 'cover_image') return { kind: 'image', url: typeof value === 'string' && value !== '' ? value : null };
  if (value === null || value === undefined || value === '') return text(t.empty);
  if (PRICES.has(field)) return text(formatEuro(Number(value)));
  if (field === 'discount') return text(t.percent(formatGermanNumber(Number(value), 0)));
  if (Array.isArray(value)) return text(t.images(value.length));
  return text(String(value));
}
