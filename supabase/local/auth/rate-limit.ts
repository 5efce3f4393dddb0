import { authClock } from './clock.ts';

/** One counted attempt; `release` takes it back (a successful sign-in does not use up the budget). */
interface Attempt {
  release(): void;
}

/**
 * Sliding-window attempt counters. An attempt is counted when it arrives, before the password
 * or code is checked, so guesses sent in parallel cannot all pass the check before the first
 * failure is recorded (the checks are asynchronous; counting is not).
 */
class AttemptLimiter {
  readonly windowMs: number;
  readonly #hits = new Map<string, number[]>();

  constructor(windowMs: number) {
    this.windowMs = windowMs;
  }

  #recent(key: string, now: number): number[] {
    const list = (this.#hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.#hits.delete(key);
    else this.#hits.set(key, list);
    return list;
  }

  /** Counts one attempt against every key, or returns null (counting nothing) when a key is at its limit. */
  attempt(keys: Array<[key: string, limit: number]>, now = Date.now()): Attempt | null {
    if (keys.some(([key, limit]) => this.#recent(key, now).length >= limit)) return null;
    for (const [key] of keys) this.#hits.set(key, [...this.#recent(key, now), now]);
    return {
      release: () => {
        for (const [key] of keys) {
          const list = this.#hits.get(key) ?? [];
          const at = list.lastIndexOf(now);
          if (at >= 0) list.splice(at, 1);
          if (list.length === 0) this.#hits.delete(key);
        }
      },
    };
  }

  /** Forgets a key (a successful sign-in clears the wrong guesses for that e-mail). */
  clear(key: string): void {
    this.#hits.delete(key);
  }
}

/**
 * How many times the codes issued to one e-mail address may be checked. After that many wrong
 * codes the codes are deleted (the caller does that), so a code dies after a handful of guesses
 * even when the guesses come from many addresses.
 */
class CodeChecks {
  readonly max: number;
  readonly #used = new Map<string, number>();

  constructor(max: number) {
    this.max = max;
  }

  /** Counts a check of the e-mail's code; false when its checks are used up. */
  take(email: string): boolean {
    const used = this.#used.get(email) ?? 0;
    if (used >= this.max) return false;
    this.#used.set(email, used + 1);
    return true;
  }

  /** True once the checks are used up (the codes should die). */
  exhausted(email: string): boolean {
    return (this.#used.get(email) ?? 0) >= this.max;
  }

  /** A new code was issued, or the code was right: a fresh budget. */
  reset(email: string): void {
    this.#used.delete(email);
  }
}

/**
 * One e-mail per address and kind within an interval ([auth.email] max_frequency). Keyed on what
 * was asked for (the normalised e-mail address), not on the account: an address without an
 * account is throttled exactly like one with an account, so the answers tell nobody which
 * addresses have accounts. Counted before the database is asked.
 */
class EmailSends {
  readonly intervalMs: number;
  readonly #last = new Map<string, number>();

  constructor(intervalMs: number) {
    this.intervalMs = intervalMs;
  }

  /** Records a send to `key` and returns 0, or returns the seconds to wait (recording nothing). */
  take(key: string, now = authClock.now()): number {
    const last = this.#last.get(key);
    if (last !== undefined && now - last < this.intervalMs) return Math.max(1, Math.ceil((this.intervalMs - (now - last)) / 1000));
    if (this.#last.size >= 10_000) {
      for (const [k, t] of this.#last) if (now - t >= this.intervalMs) this.#last.delete(k);
    }
    this.#last.set(key, now);
    return 0;
  }
}

/** supabase/config.toml [auth.rate_limit] and the local stack's own sign-in limits. */
export interface AuthLimits {
  /** Wrong passwords per e-mail and address (AUTH_MAX_FAILED_LOGINS, default 5) in 15 minutes; six times that per address. */
  maxFailedLogins: number;
  logins: AttemptLimiter;
  /** token_verifications: verifications per address, and per e-mail, in 5 minutes. */
  tokenVerifications: number;
  verifications: AttemptLimiter;
  /** Checks of one e-mail's one-time code (or one user's reauthentication code) before it dies. */
  codeChecks: CodeChecks;
  /** [auth.email] max_frequency: one mail per address (or user, for reauthentication) and kind in 60 s. */
  emailSends: EmailSends;
}

/** token_verifications in supabase/config.toml. */
const TOKEN_VERIFICATIONS_PER_5_MIN = 30;
/** Wrong codes after which an e-mail's one-time code is deleted. */
const CODE_CHECKS = 5;
/** max_frequency in supabase/config.toml ([auth.email]). */
const EMAIL_INTERVAL_MS = 60_000;

export function createAuthLimits(maxFailedLogins: number): AuthLimits {
  return {
    maxFailedLogins,
    logins: new AttemptLimiter(15 * 60 * 1000),
    tokenVerifications: TOKEN_VERIFICATIONS_PER_5_MIN,
    verifications: new AttemptLimiter(5 * 60 * 1000),
    codeChecks: new CodeChecks(CODE_CHECKS),
    emailSends: new EmailSends(EMAIL_INTERVAL_MS),
  };
}
