/** The sync status for staff, and the actions on failed entries and conflicts. */
export { useSyncStatus, retryFailed, discardFailed, resolveConflict, requestSync } from '../sync/startSync';
export type { Conflict, FailedEntry, SyncStatus } from '../sync/syncStatus';
