// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { createClient } from '@supabase/supabase-js';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, hasStoredSession, SESSION_MARKER_KEY, storedSessionUser } from '../../../src/data/auth/hasStoredSession';
import { createSessionStorage } from '../../../src/data/auth/sessionStorage';

/**
 * supabase-js's session in IndexedDB (so the service worker can read it), a token-free marker in
 * localStorage (so the start-up check stays synchronous), and the move of an older session.
 */

const URL_ = 'http://backend.test';
let factory: IDBFactory;

function session(email = 'staff@example.com', role: string | null = 'staff') {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: { id: 'u1', email, aud: 'authenticated', app_metadata: role ? { role } : {}, user_metadata: {}, created_at: '' },
  };
}

/** The auth server as far as signing in and out goes. */
const fakeFetch: typeof fetch = async (input) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes('/auth/v1/token')) return new Response(JSON.stringify(session()), { status: 200, headers: { 'content-type': 'application/json' } });
  if (url.includes('/auth/v1/logout')) return new Response(null, { status: 204 });
  return new Response('{}', { status: 404 });
};

function pageStorage() {
  return createSessionStorage({ indexedDB: () => factory });
}

/** The worker: the same IndexedDB, no localStorage. */
function workerStorage() {
  return createSessionStorage({ indexedDB: () => factory, localStorage: () => undefined });
}

function client(storage: ReturnType<typeof createSessionStorage>) {
  return createClient(URL_, 'anon', {
    auth: { storageKey: AUTH_STORAGE_KEY, storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fakeFetch },
  });
}

beforeEach(() => {
  // Each test's clients stand for another device: no auth broadcasts from an earlier test's tab
  // (supabase-js tabs share session changes over a BroadcastChannel).
  vi.stubGlobal('BroadcastChannel', undefined);
  localStorage.clear();
  factory = new IDBFactory();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the session in IndexedDB', () => {
  it('a sign-in stores the tokens in IndexedDB; localStorage holds only who is signed in', async () => {
    const page = client(pageStorage());
    const { error } = await page.auth.signInWithPassword({ email: 'staff@example.com', password: 'x' });
    expect(error).toBeNull();
    expect(await pageStorage().getItem(AUTH_STORAGE_KEY)).toContain('refresh-1');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_MARKER_KEY)).not.toMatch(/access|refresh/);
    expect(hasStoredSession()).toBe(true);
    expect(storedSessionUser()).toEqual({ email: 'staff@example.com', isStaff: true });
  });

  it('the worker reads the session the page stored', async () => {
    await client(pageStorage()).auth.signInWithPassword({ email: 'staff@example.com', password: 'x' });
    const { data } = await client(workerStorage()).auth.getSession();
    expect(data.session?.access_token).toBe('access-1');
    expect(data.session?.user.app_metadata.role).toBe('staff');
  });

  it('signing out clears it in IndexedDB and the marker: neither the page nor the worker finds a session', async () => {
    const page = client(pageStorage());
    await page.auth.signInWithPassword({ email: 'staff@example.com', password: 'x' });
    expect((await page.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(hasStoredSession()).toBe(false);
    expect(await pageStorage().getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect((await client(workerStorage()).auth.getSession()).data.session).toBeNull();
  });

  it("a session an older version kept in localStorage moves over once: staff stay signed in", async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session()));
    expect(hasStoredSession()).toBe(true);
    const { data } = await client(pageStorage()).auth.getSession();
    expect(data.session?.refresh_token).toBe('refresh-1');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(hasStoredSession()).toBe(true);
    expect(storedSessionUser()).toEqual({ email: 'staff@example.com', isStaff: true });
    // Moved, not copied: the worker finds it in IndexedDB.
    expect(await workerStorage().getItem(AUTH_STORAGE_KEY)).toContain('refresh-1');
  });

  it('IndexedDB is the truth: a marker without a session goes on the next read, a session without a marker gets one', async () => {
    localStorage.setItem(SESSION_MARKER_KEY, JSON.stringify({ email: 'staff@example.com', isStaff: true }));
    expect(await pageStorage().getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(hasStoredSession()).toBe(false);

    // The worker refreshed (or stored) the session: it cannot write the marker.
    await workerStorage().setItem(AUTH_STORAGE_KEY, JSON.stringify(session('other@example.com', null)));
    expect(hasStoredSession()).toBe(false);
    await pageStorage().getItem(AUTH_STORAGE_KEY);
    expect(storedSessionUser()).toEqual({ email: 'other@example.com', isStaff: false });
  });

  it('the backend the page uses is there for the worker', async () => {
    await pageStorage().saveBackend({ url: URL_, anonKey: 'anon' });
    expect(await workerStorage().loadBackend()).toEqual({ url: URL_, anonKey: 'anon' });
  });
});
