// Entry module: what the outbox holds and how its sync goes, and the status of one save.
export { useSyncStatus, retryFailed, discardFailed, resolveConflict, claimFailureAnnouncement, claimStallAnnouncement } from './sync/startSync';
export type { Conflict, FailedEntry, StalledEntry } from './sync/syncStatus';
export { useQueuedEditCount } from './hooks/useQueuedEditCount';
export { watchSave, type SaveReceipt } from './hooks/saveStatus';
export { InputRejectedError, type FieldErrors } from './input/fieldErrors';
