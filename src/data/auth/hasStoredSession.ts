/** localStorage key of the persisted Supabase session (see supabaseClient.ts). */
export const AUTH_STORAGE_KEY = 'wichtrey-auth-token';

interface StoredSession {
  access_token?: unknown;
  refresh_token?: unknown;
  user?: { email?: unknown; app_metadata?: { role?: unknown } };
}

function readStoredSession(): StoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredSession;
    return typeof parsed.access_token === 'string' && typeof parsed.refresh_token === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * True when this browser holds a persisted session. Reads localStorage only, so the app can
 * decide at start whether to load supabase-js at all (visitors never do).
 */
export function hasStoredSession(): boolean {
  return readStoredSession() !== null;
}

/**
 * The user of the persisted session, even when its access token has expired. supabase-js keeps
 * such a session when a refresh fails for network reasons, so offline it is still "signed in".
 */
export function storedSessionUser(): { email: string | null; isStaff: boolean } | null {
  const session = readStoredSession();
  if (!session) return null;
  return {
    email: typeof session.user?.email === 'string' ? session.user.email : null,
    isStaff: session.user?.app_metadata?.role === 'staff',
  };
}
