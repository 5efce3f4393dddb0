import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database';

/**
 * Staff edits still on this device (waiting, failed or in conflict), read straight from the
 * outbox: also while nobody is signed in, when the sync engine is not running.
 */
export function useQueuedEditCount(): number {
  return useLiveQuery(() => db.outbox.count(), [], 0);
}
