// Entry module: how one save stands, how many edits wait on this device, and the input errors
// of the forms. Visitors' pages import it, so it never reaches the sync engine (syncEngine.ts).
export type { Conflict, FailedEntry, StalledEntry, WaitingEntry } from './sync/syncStatus';
export { queuedEditCount, useQueuedEditCount } from './hooks/useQueuedEditCount';
export { useRowSyncState } from './hooks/useRowSyncState';
export { useUnpublishedRows } from './hooks/useUnpublishedRows';
export { watchSave, type SaveReceipt } from './hooks/saveStatus';
export { InputRejectedError, type FieldErrors } from './input/fieldErrors';
