/**
 * The chat function's rate limit: at most `addressMinuteLimit` requests per client address and
 * minute (a small share of the global budget, so one client cannot use it all up), `addressLimit`
 * per address and `sessionLimit` per chat session within a window, and `globalLimit` per minute
 * over everyone. The limit that holds across function instances lives in Postgres
 * (databaseRateLimit.ts); the in-memory one here is the brake of a single instance, used when the
 * database cannot be asked.
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
  /** Requests per address within `windowMs`. */
  addressLimit: number;
  /** Requests per address and minute: the address's share of the global budget. */
  addressMinuteLimit: number;
  /** Requests per session within `windowMs`. */
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
    const address = query.address ?? 'unknown';
    const keys: [key: string, limit: number, windowMs: number][] = [
      [`address-minute:${address}`, query.addressMinuteLimit, 60_000],
      [`address:${address}`, query.addressLimit, query.windowMs],
    ];
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

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/;

/** The 8 groups of an IPv6 address as numbers, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const parts = halves.map((half) => (half === '' ? [] : half.split(':')));
  const last = parts[parts.length - 1]!;
  // A dotted IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) stands for the last two groups.
  if (last.length && IPV4.test(last[last.length - 1]!)) {
    const bytes = last.pop()!.split('.').map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    last.push(((bytes[0]! << 8) | bytes[1]!).toString(16), ((bytes[2]! << 8) | bytes[3]!).toString(16));
  }
  const [head = [], tail = []] = parts;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  return groups.every((group) => HEX_GROUP.test(group)) ? groups.map((group) => parseInt(group, 16)) : null;
}

/**
 * The address a client is counted as. An IPv6 client gets a whole /64 from its provider and may
 * pick any address in it (privacy extensions change it on their own), so IPv6 addresses count by
 * their /64 network; an IPv4 address seen through an IPv6 socket (::ffff:192.0.2.1) counts as the
 * IPv4 address. Anything else (IPv4, or text that is no address) is counted as it is.
 */
export function rateLimitAddress(address: string): string {
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address.replace(/%.*$/, ''));
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}
