import { createClient } from '@supabase/supabase-js';
import { readBackendConfig, type BackendConfig } from './backendConfig';
import type { Database } from './database.types';
import { AUTH_STORAGE_KEY } from './auth/hasStoredSession';
import { createSessionStorage, type AsyncStorage } from './auth/sessionStorage';
import { db as appDb, type WichtreyDatabase } from './db/database';
import type { OutboxUploader } from './remote/remote';
import { createSupabaseRemote } from './remote/supabaseRemote';
import { createOutboxLock, type OutboxLock } from './sync/outboxLock';
import { isTransient } from './sync/classifyError';
import { createSyncEngine, type SyncStatusSink } from './sync/syncEngine';

/**
 * Entry module for the service worker (sw/outboxDrain.ts only): the outbox drained by the worker
 * on Background Sync when no page of the site is open. The same engine as the page's, on the
 * page's Dexie database, through supabase-js with the session the pages stored in IndexedDB.
 */

/** The worker has no status display: the pages read the outbox when they open. */
const noStatus: SyncStatusSink = { setState: () => undefined };

export interface WorkerDrainDeps {
  db: WichtreyDatabase;
  uploader: OutboxUploader;
  /** Waits for a page's drain to end instead of skipping (the event must leave nothing it could send). */
  lock: OutboxLock;
}

/** The client the worker drains through: the pages' session storage, no timers, no URL parsing. */
function workerUploader(config: BackendConfig, storage: AsyncStorage): OutboxUploader {
  const client = createClient<Database>(config.url, config.anonKey, {
    auth: { storageKey: AUTH_STORAGE_KEY, storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return createSupabaseRemote(async () => client);
}

/**
 * One drain as the worker runs it: nothing when no staff session is stored (the edits wait for
 * staff to sign in, as on the page); else every due entry goes out in order, with the token
 * refreshed before a replay. Rejects while entries still wait to be sent (no answer, 5xx), so the
 * browser fires the sync event again later; failed and conflicting entries wait for staff.
 */
export async function drainOutbox(deps: WorkerDrainDeps): Promise<void> {
  const session = await deps.uploader.currentSession();
  // Not reachable now: the next sync event tries again. Refused for good: signed out.
  if (session.error && isTransient(session.error)) throw new Error(`the session could not be checked: ${session.error.message}`);
  if (!session.data?.isStaff) return;
  const engine = createSyncEngine({
    db: deps.db,
    remote: () => deps.uploader,
    status: noStatus,
    lock: deps.lock,
    // The browser's retries of the sync event are the worker's timer.
    setTimer: () => () => undefined,
    // The sync event is the browser saying the connection is back; the worker's own
    // `navigator.onLine` can still read false then (seen in Chromium after the pages went offline),
    // and the engine would skip the drain. A request that fails is a transient error and fails the event.
    isOnline: () => true,
  });
  // The sync event means the connection is back: what waits out a page's backoff is due now.
  engine.connectionBack();
  try {
    await engine.drain();
  } finally {
    engine.stop();
  }
  const waiting = await deps.db.outbox.where('state').equals('pending').count();
  if (waiting > 0) throw new Error(`${waiting} outbox entries still wait for the server`);
}

/** The worker's drain with the real database, backend and Web Locks. */
export async function drainOutboxInWorker(): Promise<void> {
  const storage = createSessionStorage();
  const config = (await storage.loadBackend()) ?? readBackendConfig();
  await drainOutbox({ db: appDb, uploader: workerUploader(config, storage), lock: createOutboxLock(appDb, { wait: true }) });
}
