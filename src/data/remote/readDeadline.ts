import type { RemoteError, Result } from './remote';

/**
 * How long one read from the backend may take. A request that hangs (a captive Wi-Fi, a server
 * that accepted the connection and never answered) would otherwise keep a page on skeletons for
 * ever; after this it counts as failed, like a refused connection.
 */
export const READ_TIMEOUT_MS = 8_000;

/**
 * How long one write (an edit, a delete, a photo's first 30 s) may take. Longer than a read: a
 * tablet on flaky Wi-Fi may be slow to send, and a write given up is sent again.
 */
export const WRITE_TIMEOUT_MS = 30_000;

/** `RemoteError.code` of a read that got no answer in time (status 0, like a network failure). */
export const TIMEOUT_CODE = 'timeout';

export interface ReadDeadline {
  /** Aborts the request(s) of the read once the time is up. */
  signal: AbortSignal;
  expired(): boolean;
  /** The read is over: stop the timer. */
  done(): void;
}

export function startReadDeadline(ms: number = READ_TIMEOUT_MS): ReadDeadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  return { signal: controller.signal, expired: () => expired, done: () => clearTimeout(timer) };
}

function timeoutError(ms: number): RemoteError {
  return { status: 0, code: TIMEOUT_CODE, message: `no answer within ${ms} ms` };
}

/**
 * Runs one read under a fresh deadline: its requests get the deadline's signal, and once the time
 * is up the read fails as a timeout even if something in it ignores the signal (a client library
 * still loading, a stalled body).
 */
export async function readWithin<T>(ms: number, run: (signal: AbortSignal) => Promise<Result<T>>): Promise<Result<T>> {
  const deadline = startReadDeadline(ms);
  const timedOut = new Promise<Result<T>>((resolve) => {
    deadline.signal.addEventListener('abort', () => resolve({ data: null, error: timeoutError(ms) }), { once: true });
  });
  try {
    const result = await Promise.race([run(deadline.signal), timedOut]);
    return deadline.expired() && result.error ? { data: null, error: timeoutError(ms) } : result;
  } finally {
    deadline.done();
  }
}
