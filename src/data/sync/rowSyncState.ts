import type { OutboxEntry } from '../db/outboxEntry';

/**
 * Where one row's own edits stand, for a mark on its card: `waiting` (on this device, not yet on
 * the server) or `conflict` (changed elsewhere meanwhile; staff choose in the sync panel). A failed
 * edit is undone on the device, so its card shows the server's version again and needs no mark.
 */
export type RowSyncState = 'waiting' | 'conflict';

/** The state of a row from the outbox entries that touch it (a conflict outweighs waiting). */
export function rowSyncState(entries: readonly Pick<OutboxEntry, 'state'>[]): RowSyncState | undefined {
  if (entries.some((entry) => entry.state === 'conflict')) return 'conflict';
  return entries.some((entry) => entry.state === 'pending') ? 'waiting' : undefined;
}
