import type { SupabaseClient } from '@supabase/supabase-js';
import { readBackendConfig } from './backendConfig';
import type { Database } from './database.types';
import { AUTH_STORAGE_KEY } from './auth/hasStoredSession';
import { reportingFetch } from './remote/backendReached';

export type WichtreyClient = SupabaseClient<Database>;

let clientPromise: Promise<WichtreyClient> | null = null;

/**
 * The one supabase-js client of the app, created on first use. The library is loaded with a
 * dynamic import so that the first load of `/` (which never talks to Supabase) does not ship it.
 */
export function getSupabase(): Promise<WichtreyClient> {
  if (clientPromise) return clientPromise;
  const loading = import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = readBackendConfig();
    return createClient<Database>(url, anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        // A fixed key, so hasStoredSession() can look for it without loading supabase-js.
        storageKey: AUTH_STORAGE_KEY,
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
