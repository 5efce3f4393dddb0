import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';

/**
 * Staff edits still on this device (waiting, failed or in conflict), read straight from the
 * outbox: also while nobody is signed in, when the sync engine is not running. Counted as the
 * sync status counts them, one per save (`changeCount`: the distinct batches).
 */
export function useQueuedEditCount(): number {
  return useLiveQuery(queuedEditCount, [], 0);
}

/** The same count, read now: a decision must not take the hook's 0 before its first answer for 'nothing waits'. */
export async function queuedEditCount(): Promise<number> {
  // The batch index alone: no entry (with its rows' states) is read for a count.
  return (await db.outbox.orderBy('batchId').uniqueKeys()).length;
}
