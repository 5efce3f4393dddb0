/**
 * In-memory sliding-window rate limit: at most `limit` hits per key within `windowMs`. Per
 * function instance only (hosted Supabase may run several), which is enough to stop one client
 * from flooding the chat; it is no quota system.
 */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the oldest counted hit leaves the window (when not allowed). */
  retryAfterSeconds: number;
}

/** Bound on remembered keys, so many distinct sessions or addresses cannot exhaust memory. */
const MAX_KEYS = 10_000;

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
