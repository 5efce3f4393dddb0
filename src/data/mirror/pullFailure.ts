import { TIMEOUT_CODE } from '../remote/readDeadline';
import { PullError } from './pulls';
import type { PullFailure } from './pullStates';

/** A pull attempt that did not settle in time (the scheduler's own guard, see pullScheduler.ts). */
export class PullTimeoutError extends Error {
  constructor(ms: number) {
    super(`pull did not settle within ${ms} ms`);
  }
}

/** What the page tells the visitor about a failed pull. */
export function pullFailure(error: unknown, online: boolean): PullFailure {
  if (!online) return 'offline';
  if (error instanceof PullTimeoutError) return 'timeout';
  if (error instanceof PullError) {
    const { status, code } = error.remoteError;
    if (code === TIMEOUT_CODE) return 'timeout';
    return status === 0 ? 'unreachable' : 'server';
  }
  return 'other';
}

export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
