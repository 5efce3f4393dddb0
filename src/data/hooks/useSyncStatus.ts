/** The sync status for staff, and the actions on failed entries and conflicts. */
export { useSyncStatus, retryFailed, discardFailed, resolveConflict, claimFailureAnnouncement } from '../sync/startSync';
export type { Conflict, FailedEntry, StalledEntry } from '../sync/syncStatus';
