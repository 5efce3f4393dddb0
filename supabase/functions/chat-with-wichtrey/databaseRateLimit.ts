/**
 * The chat rate limit kept in Postgres (public.chat_rate_limit_hit, migration rate_limits), so
 * it holds across function instances. Called with the service role key through PostgREST; hosted
 * Supabase gives every function SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, the local stack does
 * the same.
 */
import type { EnvReader } from './env.ts';
import { memoryRateLimit, type RateDecision, type RateLimit, type SlidingWindowLimiter } from './rateLimit.ts';

/** How long the database may take before the instance's own limit decides (CHAT_RATE_LIMIT_DB_TIMEOUT_MS). */
const TIMEOUT_MS = 3000;

function decisionOf(body: unknown): RateDecision {
  const { allowed, retry_after_seconds: retry } = (body ?? {}) as { allowed?: unknown; retry_after_seconds?: unknown };
  if (typeof allowed !== 'boolean' || typeof retry !== 'number') throw new Error('unexpected rate-limit answer');
  return { allowed, retryAfterSeconds: Math.max(allowed ? 0 : 1, retry) };
}

function databaseRateLimit(url: string, serviceKey: string, timeoutMs: number): RateLimit {
  return async (query) => {
    const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/rpc/chat_rate_limit_hit`, {
      method: 'POST',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        p_address: query.address,
        p_session: query.session,
        p_window_seconds: Math.max(1, Math.ceil(query.windowMs / 1000)),
        p_address_limit: query.addressLimit,
        p_address_minute_limit: query.addressMinuteLimit,
        p_session_limit: query.sessionLimit,
        p_global_limit: query.globalLimit,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`rate limit answered ${response.status}`);
    return decisionOf(await response.json());
  };
}

/**
 * The database limit when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set; when they are not,
 * or the database fails, the instance's in-memory limit (logged: then it is a brake, not a quota).
 */
export function sharedRateLimit(env: EnvReader, memory: SlidingWindowLimiter, now: () => number, log: (line: string) => void): RateLimit {
  const local = memoryRateLimit(memory, now);
  return async (query) => {
    const url = env('SUPABASE_URL')?.trim();
    const key = env('SUPABASE_SERVICE_ROLE_KEY')?.trim();
    if (!url || !key) return local(query);
    const timeoutMs = Number(env('CHAT_RATE_LIMIT_DB_TIMEOUT_MS')) || TIMEOUT_MS;
    try {
      return await databaseRateLimit(url, key, timeoutMs)(query);
    } catch (error) {
      log(`rate limit in the database failed (${(error as Error)?.name ?? 'error'}); this instance's limit applies`);
      return local(query);
    }
  };
}
