import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';

/**
 * Staff edits still on this device (waiting, failed or in conflict), read straight from the
 * outbox: also while nobody is signed in, when the sync engine is not running. Counted as the
 * sync status counts them, one per save (`changeCount`: the distinct batches).
 */
export function useQueuedEditCount(): number {
  // The batch index alone: no entry (with its rows' states) is read for a count.
  return useLiveQuery(async () => (await db.outbox.orderBy('batchId').uniqueKeys()).length, [], 0);
}
