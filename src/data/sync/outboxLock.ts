import type { WichtreyDatabase } from '../db/database';

/**
 * One drain at a time across the site's pages and its service worker. Runs `task` under the lock
 * and resolves true, or resolves false without running it when another context holds the lock
 * (unless the lock waits for it).
 */
export type OutboxLock = (task: () => Promise<void>) => Promise<boolean>;

/** The Web Lock every context of the origin (pages, the service worker) drains under. */
const OUTBOX_LOCK_NAME = 'wichtrey-outbox-drain';

/** Without Web Locks: a lease in Dexie's `meta`, renewed while the drain runs, dead after this. */
const LEASE_KEY = 'sync:drainLease';
const LEASE_MS = 30_000;
const LEASE_RENEW_MS = 10_000;
const LEASE_POLL_MS = 1_000;

export interface OutboxLockOptions {
  /**
   * Wait until the lock is free instead of skipping (the worker's Background Sync: it must drain
   * what is left once a page's drain is over, or the event would end with the edits still queued).
   */
  wait?: boolean;
  /** The Web Locks manager; `navigator.locks` at the time of each call unless given. */
  locks?: () => LockManager | undefined;
}

function navigatorLocks(): LockManager | undefined {
  return typeof navigator !== 'undefined' ? navigator.locks : undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Takes the lease if nobody else holds a live one; one transaction, so two contexts cannot both win. */
async function takeLease(db: WichtreyDatabase, holder: string): Promise<boolean> {
  return db.transaction('rw', db.meta, async () => {
    const lease = await db.meta.get(LEASE_KEY);
    const now = Date.now();
    if (lease && lease.holder !== holder && (lease.until ?? 0) > now) return false;
    await db.meta.put({ key: LEASE_KEY, fetchedAt: 0, holder, until: now + LEASE_MS });
    return true;
  });
}

async function dropLease(db: WichtreyDatabase, holder: string): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    if ((await db.meta.get(LEASE_KEY))?.holder === holder) await db.meta.delete(LEASE_KEY);
  });
}

async function underLease(db: WichtreyDatabase, wait: boolean, task: () => Promise<void>): Promise<boolean> {
  const holder = crypto.randomUUID();
  while (!(await takeLease(db, holder))) {
    if (!wait) return false;
    await sleep(LEASE_POLL_MS);
  }
  const renew = setInterval(() => void takeLease(db, holder).catch(() => undefined), LEASE_RENEW_MS);
  try {
    await task();
    return true;
  } finally {
    clearInterval(renew);
    await dropLease(db, holder).catch(() => undefined);
  }
}

/**
 * The outbox lock: the Web Lock `wichtrey-outbox-drain` where the context has Web Locks (every
 * page and service worker of current browsers), else a lease record in the outbox's own database,
 * which every context of the origin shares too (a context that dies without releasing it holds
 * it for at most 30 s).
 */
export function createOutboxLock(db: WichtreyDatabase, options: OutboxLockOptions = {}): OutboxLock {
  const wait = options.wait ?? false;
  return async (task) => {
    const locks = (options.locks ?? navigatorLocks)();
    if (!locks?.request) return underLease(db, wait, task);
    if (wait) {
      await locks.request(OUTBOX_LOCK_NAME, task);
      return true;
    }
    return locks.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await task();
      return true;
    });
  };
}
