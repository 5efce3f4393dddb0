import { getRemote } from '../remote/defaultRemote';
import { isFresh, markStale } from './freshness';
import type { PullQuery } from './pullQueries';

/**
 * Decides when pulls run: on first use of a query (unless fresh), and for every query on screen
 * when the window regains focus, when the browser comes back online and after own writes synced.
 * Concurrent requests for the same query share one pull; a failed pull is retried once.
 */

const active = new Map<string, { query: PullQuery; users: number }>();
const inFlight = new Map<string, Promise<void>>();
let listening = false;

export async function requestPull(query: PullQuery, options: { force?: boolean } = {}): Promise<void> {
  const running = inFlight.get(query.key);
  if (running) return running;
  const pull = (async () => {
    if (!options.force && (await isFresh(query.key, Date.now()))) return;
    try {
      await query.run(getRemote(), Date.now());
    } catch {
      try {
        await query.run(getRemote(), Date.now());
      } catch {
        // Offline or the backend is down: the mirror keeps what it has; focus/online pull again.
      }
    }
  })().finally(() => inFlight.delete(query.key));
  inFlight.set(query.key, pull);
  return pull;
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
    if (entry.users <= 0) active.delete(query.key);
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
  await markStale(prefixes);
  await refreshActiveQueries(prefixes);
}

function installListeners(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('focus', () => void refreshActiveQueries());
  window.addEventListener('online', () => void refreshActiveQueries());
}
