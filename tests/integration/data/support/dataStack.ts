import 'fake-indexeddb/auto';
import { createClient } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { Database } from '../../../../src/data/database.types.ts';
import { clearDatabase } from '../../../../src/data/db/database.ts';
import { setRemote } from '../../../../src/data/remote/defaultRemote.ts';
import type { Remote } from '../../../../src/data/remote/remote.ts';
import { createSupabaseRemote } from '../../../../src/data/remote/supabaseRemote.ts';
import type { WichtreyClient } from '../../../../src/data/supabaseClient.ts';
import { createSyncEngine, type SyncEngine } from '../../../../src/data/sync/syncEngine.ts';
import { useSyncStatusStore } from '../../../../src/data/sync/syncStatus.ts';
import { startLocalStack, type LocalStack } from '../../../../supabase/local/index.ts';
import { DEMO_STAFF } from '../../../../supabase/local/keys.ts';

/** Node 20 has no WebSocket; realtime is never used, its transport only has to exist. */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used');
  }
}

export function makeClient(stack: LocalStack, key = stack.anonKey, fetchImpl?: typeof fetch): WichtreyClient {
  return createClient<Database>(stack.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
    global: fetchImpl ? { fetch: fetchImpl } : {},
  });
}

/** A fetch that fails like a dropped connection while `offline` is true. */
export function switchableFetch(): { fetch: typeof fetch; setOffline(offline: boolean): void } {
  let offline = false;
  return {
    fetch: (input, init) => (offline ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)),
    setOffline(next) {
      offline = next;
    },
  };
}

export async function signedIn(stack: LocalStack, email: string, password: string, fetchImpl?: typeof fetch): Promise<WichtreyClient> {
  const client = makeClient(stack, stack.anonKey, fetchImpl);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

/** The local stack in memory, with the app's URL pointing at it (public URLs are computed). */
export async function startDataStack(): Promise<LocalStack> {
  const stack = await startLocalStack({ port: 0, dataDir: ':memory:' });
  vi.stubEnv('VITE_SUPABASE_URL', stack.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', stack.anonKey);
  return stack;
}

export const staffSignIn = (stack: LocalStack, fetchImpl?: typeof fetch) => signedIn(stack, DEMO_STAFF.email, DEMO_STAFF.password, fetchImpl);

export interface Wired {
  client: WichtreyClient;
  remote: Remote;
  engine: SyncEngine;
}

/** The real mirror and engine over supabase-js with `client`; Dexie (fake-indexeddb) emptied. */
export async function wire(client: WichtreyClient, options: { requireStaff?: boolean } = {}): Promise<Wired> {
  await clearDatabase();
  useSyncStatusStore.setState({ pending: 0, syncing: false, lastSyncAt: null, lastError: null, failed: [], conflicts: [] });
  const remote = createSupabaseRemote(async () => client);
  setRemote(remote);
  const engine = createSyncEngine({ remote: () => remote, setTimer: () => () => undefined, requireStaff: options.requireStaff ?? true });
  return { client, remote, engine };
}

/** A real 1×1 PNG (storage checks uploads by content). */
export function pngBlob(): Blob {
  const bytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}
