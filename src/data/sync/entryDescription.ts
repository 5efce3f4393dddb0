import type { OutboxEntry } from '../db/outboxEntry';
import type { AnyRow, EditableTable } from '../rows';

/** After this many failed attempts a waiting edit is shown to staff as a problem, not a quiet count. */
export const STALLED_AFTER_ATTEMPTS = 3;

export function entryTable(entry: OutboxEntry): EditableTable | null {
  const { payload } = entry;
  if ('table' in payload) return payload.table;
  return payload.kind === 'move' ? 'offers' : null;
}

export function entryRowId(entry: OutboxEntry): string | null {
  const { payload } = entry;
  if ('id' in payload) return payload.id;
  if (payload.kind === 'insert') return String(payload.rows[0]?.id ?? '') || null;
  return null;
}

function rowLabel(row: AnyRow | null | undefined): string | null {
  if (!row) return null;
  const label = 'name' in row ? row.name : 'title' in row ? row.title : null;
  return label?.trim() || null;
}

/** The name staff know the entry's row by (its state after or before the edit). */
export function entryLabel(entry: OutboxEntry): string | null {
  const id = entryRowId(entry);
  const states = [...entry.after, ...entry.before].filter((state) => state.id === id);
  for (const state of states) {
    const label = rowLabel(state.row);
    if (label) return label;
  }
  return null;
}

export function entryCount(entry: OutboxEntry): number {
  return entry.payload.kind === 'insert' ? entry.payload.rows.length : 1;
}

/**
 * How many changes `entries` are as staff count them: one per save. A save's entries (an image's
 * row and its file; an offer and its photos) are one change, where counting entries called one
 * image saved offline '2 Änderungen'.
 */
export function changeCount(entries: OutboxEntry[]): number {
  return new Set(entries.map((entry) => entry.batchId)).size;
}
