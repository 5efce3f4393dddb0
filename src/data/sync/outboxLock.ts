/**
 * Runs `task` only if no other tab of this site is draining the outbox right now (Web Locks,
 * `ifAvailable`: a busy lock means another tab is on it, so this one skips). Without Web Locks
 * (old browsers, Node) the engine's own in-tab guard is all there is.
 */
export type OutboxLock = (task: () => Promise<void>) => Promise<boolean>;

const OUTBOX_LOCK_NAME = 'wichtrey-outbox';

export const webOutboxLock: OutboxLock = async (task) => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) {
    await task();
    return true;
  }
  return locks.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await task();
    return true;
  });
};
