/** The sync status for staff, and the actions on failed entries and conflicts. */
export { useSyncStatus, retryFailed, discardFailed, resolveConflict, requestSync, claimFailureAnnouncement } from '../sync/startSync';
export type { Conflict, FailedEntry, StalledEntry, SyncStatus } from '../sync/syncStatus';
