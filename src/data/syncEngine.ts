// Entry module (staff only, loaded on demand): the sync engine, its status and the panel's actions.
export { startSync, useSyncStatus, retryFailed, retryWaiting, discardFailed, resolveConflict, claimFailureAnnouncement, claimStallAnnouncement, claimConflictAnnouncement } from './sync/startSync';
