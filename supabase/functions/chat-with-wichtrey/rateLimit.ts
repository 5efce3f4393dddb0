/**
 * The chat function's rate limit: at most `addressLimit` requests per client address and
 * `sessionLimit` per chat session within a window, and `globalLimit` per minute over everyone.
 * The limit that holds across function instances lives in Postgres (databaseRateLimit.ts); the
 * in-memory one here is the brake of a single instance, used when the database cannot be asked.
 */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the request may be repeated (when not allowed). */
  retryAfterSeconds: number;
}

interface RateQuery {
  /** The client address as the platform reports it; null counts as one shared unknown address. */
  address: string | null;
  /** The chat session id (x-chat-session), if the request names one. */
  session: string | null;
  windowMs: number;
  addressLimit: number;
  sessionLimit: number;
  /** Requests per minute over all clients. */
  globalLimit: number;
}

export type RateLimit = (query: RateQuery) => Promise<RateDecision>;

/** Bound on remembered keys, so many distinct sessions or addresses cannot exhaust memory. */
const MAX_KEYS = 10_000;

/** In-memory sliding window: at most `limit` hits per key within `windowMs`. */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  /** Hits of a key still inside the window ending at `now`, oldest first. */
  private recent(key: string, now: number, windowMs: number): number[] {
    const list = this.hits.get(key);
    if (!list) return [];
    const kept = list.filter((time) => time > now - windowMs);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }

  /** Whether one more hit for the key would stay within the limit (counts nothing). */
  check(key: string, limit: number, windowMs: number, now: number): RateDecision {
    const recent = this.recent(key, now, windowMs);
    if (recent.length < limit) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = recent[recent.length - limit] ?? now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }

  /** Counts one hit for the key; keeps at most `limit` timestamps per key. */
  record(key: string, limit: number, windowMs: number, now: number): void {
    const recent = this.recent(key, now, windowMs);
    recent.push(now);
    if (recent.length > limit) recent.splice(0, recent.length - limit);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > MAX_KEYS) this.prune(now, windowMs);
  }

  /** Drops expired keys, then the least recently used ones until under the bound. */
  private prune(now: number, windowMs: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, now, windowMs);
    for (const key of this.hits.keys()) {
      if (this.hits.size <= MAX_KEYS) break;
      this.hits.delete(key);
    }
  }

  /** Number of remembered keys (for tests). */
  get size(): number {
    return this.hits.size;
  }
}

/** The limit kept in one instance's memory: every key must allow the request, then all are counted. */
export function memoryRateLimit(limiter: SlidingWindowLimiter, now: () => number): RateLimit {
  return async (query) => {
    const time = now();
    const keys: [key: string, limit: number, windowMs: number][] = [[`address:${query.address ?? 'unknown'}`, query.addressLimit, query.windowMs]];
    if (query.session) keys.push([`session:${query.session}`, query.sessionLimit, query.windowMs]);
    keys.push(['global', query.globalLimit, 60_000]);
    for (const [key, limit, windowMs] of keys) {
      const decision = limiter.check(key, limit, windowMs, time);
      if (!decision.allowed) return decision;
    }
    for (const [key, limit, windowMs] of keys) limiter.record(key, limit, windowMs, time);
    return { allowed: true, retryAfterSeconds: 0 };
  };
}
