// Lazy entry module (staff only): starts the sync engine that replays the outbox.
export { startSync } from './sync/startSync';
