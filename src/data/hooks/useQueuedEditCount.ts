import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';
import { changeCount } from '../sync/entryDescription';

/**
 * Staff edits still on this device (waiting, failed or in conflict), read straight from the
 * outbox: also while nobody is signed in, when the sync engine is not running. Counted as the
 * sync status counts them, one per save.
 */
export function useQueuedEditCount(): number {
  return useLiveQuery(async () => changeCount(await db.outbox.toArray()), [], 0);
}
