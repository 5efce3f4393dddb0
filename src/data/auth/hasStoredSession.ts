/** Key of the persisted Supabase session (supabase-js's storageKey; see supabaseClient.ts). */
export const AUTH_STORAGE_KEY = 'wichtrey-auth-token';

/**
 * localStorage key of the sign-in marker: `{ email, isStaff }` of the session whose tokens live in
 * IndexedDB (auth/sessionStorage.ts), written and removed with them. No token is in it.
 */
export const SESSION_MARKER_KEY = 'wichtrey-signed-in';

interface StoredSession {
  access_token?: unknown;
  refresh_token?: unknown;
  user?: { email?: unknown; app_metadata?: { role?: unknown } };
}

interface SessionMarker {
  email: string | null;
  isStaff: boolean;
}

function readJson(key: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** A whole session as versions before IndexedDB kept it in localStorage (moved over on first read). */
export function legacySession(): StoredSession | null {
  const parsed = readJson(AUTH_STORAGE_KEY) as StoredSession | null;
  return parsed && typeof parsed.access_token === 'string' && typeof parsed.refresh_token === 'string' ? parsed : null;
}

/** The marker for a session (what `storedSessionUser` needs, nothing more). */
export function markerOf(session: StoredSession): SessionMarker {
  return {
    email: typeof session.user?.email === 'string' ? session.user.email : null,
    isStaff: session.user?.app_metadata?.role === 'staff',
  };
}

function readMarker(): SessionMarker | null {
  const parsed = readJson(SESSION_MARKER_KEY) as Partial<SessionMarker> | null;
  if (!parsed || typeof parsed !== 'object') return null;
  return { email: typeof parsed.email === 'string' ? parsed.email : null, isStaff: parsed.isStaff === true };
}

/**
 * True when this browser holds a persisted session. Synchronous and cheap, so the app and the
 * early script can decide at start whether to load supabase-js at all (visitors never do): the
 * tokens live in IndexedDB (where the service worker can read them), which cannot be read
 * synchronously, so the session storage keeps a small marker in localStorage next to them,
 * written after the tokens are stored and removed after they are gone (IndexedDB is the truth;
 * reading the session there repairs a marker left stale by a crash or by the worker, which has
 * no localStorage). A session of an older version still in localStorage counts too.
 */
export function hasStoredSession(): boolean {
  return readMarker() !== null || legacySession() !== null;
}

/**
 * The user of the persisted session, even when its access token has expired. supabase-js keeps
 * such a session when a refresh fails for network reasons, so offline it is still "signed in".
 */
export function storedSessionUser(): { email: string | null; isStaff: boolean } | null {
  const marker = readMarker();
  if (marker) return marker;
  const legacy = legacySession();
  return legacy ? markerOf(legacy) : null;
}
