import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../src/data/database.types.ts';
import type { WichtreyClient } from '../../src/data/supabaseClient.ts';

/** Node 20 has no WebSocket; realtime is never used by the tests, its transport only has to exist. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by the tests');
  }
}

export interface TestClientOptions {
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

/** A supabase-js client as the tests use it: no stored session, no refresh timer, no realtime. */
export function createTestClient(url: string, key: string, options: TestClientOptions = {}): WichtreyClient {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
    global: { headers: options.headers ?? {}, ...(options.fetch ? { fetch: options.fetch } : {}) },
  });
}
