// Entry module of the installable app's layer (loaded on every page): how many edits wait, and
// persistent storage. Kept apart from `./sync` and `./offline`, which load the database.
export { useSyncStatusStore } from './sync/syncStatus';
export { requestPersistentStorage } from './offline/persistentStorage';
