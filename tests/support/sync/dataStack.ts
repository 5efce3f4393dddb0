import 'fake-indexeddb/auto';
import { vi } from 'vitest';
import { clearDatabase, db } from '../../../src/data/db/database.ts';
import { setRemote } from '../../../src/data/remote/defaultRemote.ts';
import type { Remote } from '../../../src/data/remote/remote.ts';
import { createSupabaseRemote } from '../../../src/data/remote/supabaseRemote.ts';
import type { WichtreyClient } from '../../../src/data/supabaseClient.ts';
import { createSyncEngine, type SyncEngine } from '../../../src/data/sync/syncEngine.ts';
import { useSyncStatusStore } from '../../../src/data/sync/syncStatus.ts';
import { startLocalStack, type LocalStack } from '../../../supabase/local/index.ts';
import { DEMO_STAFF } from '../../../supabase/local/keys.ts';
import { createTestClient } from '../supabaseClient.ts';

export function makeClient(stack: LocalStack, key = stack.anonKey, fetchImpl?: typeof fetch): WichtreyClient {
  return createTestClient(stack.url, key, { fetch: fetchImpl });
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
  useSyncStatusStore.setState({ pending: 0, waiting: [], syncing: false, lastSyncAt: null, lastError: null, failed: [], conflicts: [] });
  const remote = createSupabaseRemote(async () => client);
  setRemote(remote);
  const engine = createSyncEngine({ db, status: useSyncStatusStore, remote: () => remote, setTimer: () => () => undefined, requireStaff: options.requireStaff ?? true });
  return { client, remote, engine };
}

