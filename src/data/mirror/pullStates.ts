/**
 * The state of each pulled query in this page, for the screens: loading, loaded, or failed with a
 * reason. A small external store (React reads it in transitions: lib/useStoreInTransitions.ts);
 * the scheduler is its only writer. States live in memory: a new page load starts every query at
 * 'loading'.
 */

/** Why a pull failed, as far as the page can tell. */
export type PullFailure =
  /** The browser says it has no network. */
  | 'offline'
  /** No answer within the read timeout. */
  | 'timeout'
  /** The connection failed (refused, cut) although the browser thinks it is online. */
  | 'unreachable'
  /** The server answered with an error (5xx, 4xx). */
  | 'server'
  /** Anything else (the device's database, an unexpected error). */
  | 'other';

export type PullState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded' }
  /** `retrying`: a new pull of the query runs (the failure stays on screen until it is over). */
  | { readonly status: 'failed'; readonly reason: PullFailure; readonly retrying: boolean };

export const LOADING: PullState = Object.freeze({ status: 'loading' });
export const LOADED: PullState = Object.freeze({ status: 'loaded' });

const states = new Map<string, PullState>();
const listeners = new Set<() => void>();

/** A query the page has not pulled yet is about to load (its hook starts the pull). */
export function pullState(key: string): PullState {
  return states.get(key) ?? LOADING;
}

export function setPullState(key: string, next: PullState): void {
  const current = states.get(key);
  if (current && sameState(current, next)) return;
  states.set(key, next);
  for (const listener of [...listeners]) listener();
}

function sameState(a: PullState, b: PullState): boolean {
  if (a.status !== b.status) return false;
  if (a.status !== 'failed' || b.status !== 'failed') return true;
  return a.reason === b.reason && a.retrying === b.retrying;
}

export function subscribePullStates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every state, as a new page load would (tests). */
export function forgetPullStates(): void {
  states.clear();
  for (const listener of [...listeners]) listener();
}
