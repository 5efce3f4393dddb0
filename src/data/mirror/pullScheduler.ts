import { getRemote } from '../remote/defaultRemote';
import { forgetFirstAnswers } from './firstAnswers';
import { READ_TIMEOUT_MS } from '../remote/readDeadline';
import { forgetFreshness, isFresh, markFresh, markStale } from './freshness';
import { browserOnline, pullFailure, PullTimeoutError } from './pullFailure';
import { createAutoRetry } from './autoRetry';
import type { PullQuery } from './pullQueries';
import { isStalePull } from './writeGeneration';
import { forgetPullStates, LOADED, LOADING, pullState, setPullState, type PullState } from './pullStates';

/**
 * Decides when pulls run: on first use of a query in this page (unless pulled here within the
 * last 5 minutes), and for every query on screen when the window regains focus, when the browser
 * comes back online and after own writes synced. Concurrent requests for the same query share
 * one pull; a failed pull is retried once (SPEC.md section 9), and a query on screen whose pull
 * failed is tried again by itself later (autoRetry.ts). Each query's state (loading,
 * loaded, failed with a reason) is published in pullStates.ts for the screens.
 */

/**
 * The transports time out a read after READ_TIMEOUT_MS; an attempt (read plus the write into
 * Dexie) gets a little longer, so that nothing at all (a remote that ignores its deadline, a
 * client library that never loads) can keep a query loading for ever.
 */
export const PULL_ATTEMPT_TIMEOUT_MS = READ_TIMEOUT_MS + 2_000;

const active = new Map<string, { query: PullQuery; users: number }>();
const inFlight = new Map<string, Promise<PullState>>();
let listening = false;
const autoRetry = createAutoRetry((query) => void requestPull(query, { force: true }));

/** Pulls the query (unless fresh or already running); resolves with its state afterwards. */
export function requestPull(query: PullQuery, options: { force?: boolean } = {}): Promise<PullState> {
  const running = inFlight.get(query.key);
  if (running) return running;
  if (!options.force && isFresh(query.key, Date.now())) return Promise.resolve(pullState(query.key));
  const before = pullState(query.key);
  // After a failure the message stays up (its retry button busy) until this pull is over.
  setPullState(query.key, before.status === 'failed' ? { ...before, retrying: true } : LOADING);
  const pull = pullWithRetry(query, (failure) => {
    // A first attempt that timed out has kept the page waiting its full deadline: it says so now,
    // its retry button busy, while SPEC's one retry runs (a backend that never answered showed
    // skeletons for about 19 s, both deadlines). Quicker failures retry behind the skeletons.
    const reason = pullFailure(failure, browserOnline());
    if (reason === 'timeout') setPullState(query.key, { status: 'failed', reason, retrying: true });
  })
    .then((failure) => {
      if (failure === null) {
        markFresh(query.key, Date.now());
        setPullState(query.key, LOADED);
        autoRetry.stop(query.key);
      } else {
        const reason = pullFailure(failure, browserOnline());
        // Not the server's answer nor the link: an error of the device or of ours, which the
        // page's message cannot name; the console keeps it for whoever looks into it.
        if (reason === 'other') console.warn(`pull ${query.key} failed:`, failure);
        setPullState(query.key, { status: 'failed', reason, retrying: false });
        if (active.has(query.key)) autoRetry.failed(query);
      }
      return pullState(query.key);
    })
    .finally(() => inFlight.delete(query.key));
  inFlight.set(query.key, pull);
  return pull;
}

/**
 * An answer dropped because the sync engine confirmed a write meanwhile is no failure: it is
 * fetched again at once. A save syncs in steps (an album with its cover: upload, then row), so
 * one fetch may meet several; the bound keeps an engine that never stops writing from looping.
 */
export const STALE_REFETCHES = 5;

/** Runs the query, once more if it fails (`onRetry` hears the first failure); resolves with the last error, or null on success. */
async function pullWithRetry(query: PullQuery, onRetry: (failure: unknown) => void): Promise<unknown> {
  let failures = 0;
  let refetches = 0;
  for (;;) {
    const error = await attempt(query);
    if (error === null) return null;
    if (isStalePull(error) && refetches < STALE_REFETCHES) {
      refetches += 1;
      continue;
    }
    failures += 1;
    if (failures > 1) return error;
    onRetry(error);
  }
}

async function attempt(query: PullQuery): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PullTimeoutError(PULL_ATTEMPT_TIMEOUT_MS)), PULL_ATTEMPT_TIMEOUT_MS);
  });
  try {
    await Promise.race([query.run(getRemote(), Date.now()), guard]);
    return null;
  } catch (error) {
    return error ?? new Error('pull failed');
  } finally {
    clearTimeout(timer);
  }
}

/** A hook shows this query: pull it now unless fresh; returns the unregister function. */
export function watchQuery(query: PullQuery): () => void {
  installListeners();
  const current = active.get(query.key);
  if (current) current.users += 1;
  else active.set(query.key, { query, users: 1 });
  void requestPull(query);
  return () => {
    const entry = active.get(query.key);
    if (!entry) return;
    entry.users -= 1;
    if (entry.users > 0) return;
    active.delete(query.key);
    autoRetry.stop(query.key);
  };
}

/** Pulls every query on screen (optionally only those whose key starts with a prefix). */
export async function refreshActiveQueries(prefixes?: string[]): Promise<void> {
  const queries = [...active.values()]
    .map((entry) => entry.query)
    .filter((query) => !prefixes || prefixes.some((prefix) => query.key.startsWith(prefix)));
  await Promise.all(queries.map((query) => requestPull(query, { force: true })));
}

/** After own writes: everything of these collections is stale; what is on screen pulls now. */
export async function refreshCollections(prefixes: string[]): Promise<void> {
  markStale(prefixes);
  await refreshActiveQueries(prefixes);
}

/** Forgets what this page pulled and every query's state, as a new page load would (tests). */
export function resetPullScheduler(): void {
  forgetFreshness();
  forgetPullStates();
  forgetFirstAnswers();
  inFlight.clear();
  autoRetry.forget();
}

function installListeners(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('focus', () => void refreshActiveQueries());
  window.addEventListener('online', () => void refreshActiveQueries());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') autoRetry.now();
  });
}
