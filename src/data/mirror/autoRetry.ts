import type { PullQuery } from './pullQueries';

/**
 * A failed pull of a query on screen is tried again by itself, 10 s, 30 s, then every 60 s after
 * each failure: a device can get its connection back without an 'online' event (Wi-Fi that had
 * no internet, a server restarted), and a page should not need 'Erneut versuchen' for that. A
 * hidden page waits until it is shown again; an offline browser waits for its 'online' event.
 */
export const AUTO_RETRY_DELAYS_MS = [10_000, 30_000, 60_000] as const;

interface Waiting {
  query: PullQuery;
  failures: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface AutoRetry {
  /** A pull of this query (on screen) failed: its next try is scheduled. */
  failed(query: PullQuery): void;
  /** The query loaded, or left the screen: no more tries. */
  stop(key: string): void;
  /** Every waiting query now (the page was shown again). */
  now(): void;
  forget(): void;
}

export function createAutoRetry(pull: (query: PullQuery) => void): AutoRetry {
  const waiting = new Map<string, Waiting>();

  function due(entry: Waiting) {
    entry.timer = null;
    if (document.visibilityState === 'hidden' || !navigator.onLine) return;
    pull(entry.query);
  }

  function stop(key: string) {
    const entry = waiting.get(key);
    if (entry?.timer) clearTimeout(entry.timer);
    waiting.delete(key);
  }

  return {
    failed(query) {
      const entry = waiting.get(query.key) ?? { query, failures: 0, timer: null };
      if (entry.timer) clearTimeout(entry.timer);
      const delay = AUTO_RETRY_DELAYS_MS[Math.min(entry.failures, AUTO_RETRY_DELAYS_MS.length - 1)];
      entry.failures += 1;
      entry.timer = setTimeout(() => due(entry), delay);
      waiting.set(query.key, entry);
    },
    stop,
    now() {
      for (const entry of waiting.values()) {
        if (entry.timer) clearTimeout(entry.timer);
        due(entry);
      }
    },
    forget() {
      for (const key of [...waiting.keys()]) stop(key);
    },
  };
}
