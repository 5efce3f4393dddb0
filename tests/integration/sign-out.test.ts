import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, deleteUser, startBackend, type TestBackend, type TestUser } from '../support/backend/backend.ts';

// The app's own client (src/data/supabaseClient.ts) against a local backend, its session in
// IndexedDB as on a device; the network can be cut as a tablet's Wi-Fi is.
let backend: TestBackend;
let staff: TestUser;
let offline = false;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  backend = await startBackend();
  staff = await createUser(backend, 'staff');
  vi.stubEnv('VITE_SUPABASE_URL', backend.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', backend.anonKey);
  // Node 20 has none; realtime is never connected, its transport only has to exist.
  vi.stubGlobal(
    'WebSocket',
    class {
      constructor() {
        throw new Error('realtime is not used here');
      }
    },
  );
  vi.stubGlobal('fetch', (async (input, init) => {
    if (offline) throw new TypeError('Failed to fetch');
    return realFetch(input, init);
  }) satisfies typeof fetch);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (!backend) return;
  await deleteUser(backend, staff);
  await backend.close();
});

async function signedInClient() {
  const { getSupabase } = await import('../../src/data/supabaseClient.ts');
  const client = await getSupabase();
  const { data, error } = await client.auth.signInWithPassword({ email: staff.email, password: staff.password });
  expect(error).toBeNull();
  const events: string[] = [];
  const { data: listener } = client.auth.onAuthStateChange((event) => void events.push(event));
  return { client, session: data.session!, events, stopListening: () => listener.subscription.unsubscribe() };
}

async function storedSession(): Promise<string | null> {
  const { createSessionStorage } = await import('../../src/data/auth/sessionStorage.ts');
  const { AUTH_STORAGE_KEY } = await import('../../src/data/auth/hasStoredSession.ts');
  return createSessionStorage().getItem(AUTH_STORAGE_KEY);
}

/** Whether the server still takes the session's refresh token (it does until the session is revoked). */
async function serverTakes(refreshToken: string): Promise<boolean> {
  const response = await realFetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return response.ok;
}

describe('logging out', () => {
  it('online: the server ends the session and the device forgets it', async () => {
    const { signOut } = await import('../../src/data/auth/signOut.ts');
    const { session, events, stopListening } = await signedInClient();
    expect(await storedSession()).not.toBeNull();
    expect(await signOut()).toEqual({ error: null, serverConfirmed: true });
    expect(await storedSession()).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect(await serverTakes(session.refresh_token)).toBe(false);
    stopListening();
  });

  it('offline: supabase-js alone keeps the session; the app forgets it on this device and says the server did not confirm', async () => {
    const { signOut } = await import('../../src/data/auth/signOut.ts');
    const { client, session, events, stopListening } = await signedInClient();
    offline = true;
    try {
      // Why the app does more: the library's own local sign-out asks the server too, and keeps the session when it cannot.
      const library = await client.auth.signOut({ scope: 'local' });
      expect(library.error).not.toBeNull();
      expect(await storedSession()).not.toBeNull();

      expect(await signOut()).toEqual({ error: null, serverConfirmed: false });
      expect(await storedSession()).toBeNull();
      expect((await client.auth.getSession()).data.session).toBeNull();
      expect(events).toContain('SIGNED_OUT');
    } finally {
      offline = false;
      stopListening();
    }
    // The server was never told: the token is gone from the device only.
    expect(await serverTakes(session.refresh_token)).toBe(true);
  });
});
