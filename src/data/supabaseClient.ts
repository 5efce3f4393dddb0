import type { SupabaseClient } from '@supabase/supabase-js';
import { readBackendConfig } from './backendConfig';
import type { Database } from './database.types';
import { AUTH_STORAGE_KEY } from './auth/hasStoredSession';
import { createSessionStorage } from './auth/sessionStorage';
import { reportingFetch } from './remote/backendReached';

export type WichtreyClient = SupabaseClient<Database>;

let clientPromise: Promise<WichtreyClient> | null = null;
/** The client's session storage, for forgetting the session without the server (forgetStoredSession). */
let sessionStore: ReturnType<typeof createSessionStorage> | null = null;

/**
 * The one supabase-js client of the app, created on first use. The library is loaded with a
 * dynamic import so that the first load of `/` (which never talks to Supabase) does not ship it.
 */
export function getSupabase(): Promise<WichtreyClient> {
  if (clientPromise) return clientPromise;
  const loading = import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = readBackendConfig();
    const storage = createSessionStorage();
    sessionStore = storage;
    // The service worker drains the outbox against the same backend (it has no page to read it from).
    storage.saveBackend({ url, anonKey }).catch(() => undefined);
    return createClient<Database>(url, anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        // In IndexedDB, so the service worker can use the session (auth/sessionStorage.ts); a
        // marker in localStorage lets hasStoredSession() see it without loading supabase-js.
        storageKey: AUTH_STORAGE_KEY,
        storage,
      },
      // Every answer that gets through tells the sync engine the connection is back.
      global: { fetch: reportingFetch },
    });
  });
  // A failed chunk load (offline before the service worker cached it) may be retried later.
  loading.catch(() => {
    if (clientPromise === loading) clientPromise = null;
  });
  clientPromise = loading;
  return loading;
}

/**
 * Removes the stored session from this device without asking the server (supabase-js keeps it
 * when the server cannot be reached, even for a sign-out of scope 'local').
 */
export async function forgetStoredSession(): Promise<void> {
  await getSupabase();
  await sessionStore?.removeItem(AUTH_STORAGE_KEY);
}
