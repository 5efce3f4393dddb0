import { syncErrorText } from '../../content/sync';
import type { RemoteError } from '../remote/remote';
import { TIMEOUT_CODE } from '../remote/readDeadline';

/**
 * Transient: worth retrying unchanged later (no answer, server trouble, rate limit, timeout).
 * Everything else is permanent: retrying the same request would get the same refusal.
 */
export function isTransient(error: RemoteError): boolean {
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** A refusal for lack of rights (RLS / storage policy / expired token after refresh). */
function isPermissionDenied(error: RemoteError): boolean {
  return error.code === '42501' || error.status === 401 || error.status === 403;
}

/** The constraint a Postgres check violation names ("… violates check constraint "offers_discount_percent""). */
function violatedConstraint(error: RemoteError): string | null {
  return /constraint "([a-z0-9_]+)"/i.exec(error.message)?.[1] ?? null;
}

/**
 * Why the server refused an edit for good, in plain German for staff. Server texts (English,
 * technical) never reach them; they go to the console for support.
 */
export function describeSyncError(error: RemoteError): string {
  if (typeof console !== 'undefined') console.warn('Sync refused:', error.status, error.code, error.message);
  if (isPermissionDenied(error)) return syncErrorText.denied;
  if (error.status === 413) return syncErrorText.tooLarge;
  if (error.status === 415) return syncErrorText.notAnImage;
  if (error.code === '23514') {
    const constraint = violatedConstraint(error);
    return (constraint && syncErrorText.constraints[constraint as keyof typeof syncErrorText.constraints]) || syncErrorText.invalid;
  }
  if (error.code === '22003') return syncErrorText.numberTooLarge;
  if (error.code === '22001') return syncErrorText.textTooLong;
  if (error.code === '22P02' || error.code === '23502' || error.status === 400) return syncErrorText.invalid;
  if (error.status === 404) return syncErrorText.rowGone;
  return syncErrorText.refused(error.status);
}

/** Why an edit still waits after a transient failure (shown while it is retried). */
export function describeTransientError(error: RemoteError): string {
  if (error.status === 408 || error.code === TIMEOUT_CODE) return syncErrorText.timeout;
  if (error.status === 0) return syncErrorText.noConnection;
  if (error.status === 429) return syncErrorText.busy;
  return syncErrorText.serverError(error.status);
}

export const MESSAGES = {
  rowGone: syncErrorText.rowGone,
  offerGone: syncErrorText.offerGone,
  albumGone: syncErrorText.albumGone,
  dependent: syncErrorText.dependent,
  conflict: syncErrorText.conflict,
  deleteConflict: syncErrorText.deleteConflict,
  denied: syncErrorText.denied,
} as const;

/**
 * The longest wait between two tries. A server back from an outage is noticed by the next try when
 * nothing else reaches it (an idle tablet): at 60 s a walk-through's edit waited 32 s after the
 * restart. One small request per edit every 15 s is nothing to a server of one shop.
 */
const MAX_BACKOFF_MS = 15_000;

/** 1 s, doubling per attempt, at most MAX_BACKOFF_MS. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
}
