/**
 * When each query was last pulled by this page, in memory only: a new page load (a reload, a new
 * tab, the app reopened) starts with nothing fresh, so everything it shows is pulled again, while
 * moving between pages of one open app does not pull again within 5 minutes (SPEC.md section 9).
 * `meta.fetchedAt` in IndexedDB records when the stored copy arrived; it no longer decides pulls.
 */

/** A pulled result younger than this is not pulled again on mere hook use. */
export const FRESH_FOR_MS = 5 * 60 * 1000;

const pulledAt = new Map<string, number>();

export function isFresh(key: string, now: number): boolean {
  const at = pulledAt.get(key);
  return at !== undefined && now - at < FRESH_FOR_MS;
}

export function markFresh(key: string, now: number): void {
  pulledAt.set(key, now);
}

/** Marks every query whose key starts with one of `prefixes` as stale (after own writes). */
export function markStale(prefixes: string[]): void {
  for (const key of [...pulledAt.keys()]) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) pulledAt.delete(key);
  }
}

/** Forgets every pull, as a new page load would (tests). */
export function forgetFreshness(): void {
  pulledAt.clear();
}
