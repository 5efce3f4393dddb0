import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { getSupabase } from '../supabaseClient';
import { useAuthStore, type AuthState } from './authStore';
import { storedSessionUser } from './hasStoredSession';

let started: Promise<void> | null = null;

function fromSession(session: Session | null): Pick<AuthState, 'status' | 'email' | 'isStaff'> {
  if (!session) return { status: 'signedOut', email: null, isStaff: false };
  return {
    status: 'signedIn',
    email: session.user.email ?? null,
    isStaff: session.user.app_metadata?.role === 'staff',
  };
}

/**
 * Applies an auth event to the store. Only SIGNED_OUT (or a start without a session) signs the
 * tab out: supabase-js emits it when the session is really gone, never for a network failure
 * (a refresh that cannot reach the server keeps the session and retries).
 */
export function applyAuthEvent(event: AuthChangeEvent, session: Session | null): void {
  const store = useAuthStore;
  switch (event) {
    case 'INITIAL_SESSION': {
      // No session although one is stored: its token expired and the refresh could not reach the
      // server (supabase-js keeps the session then). Offline is not signed out.
      const stored = session ? null : storedSessionUser();
      store.setState(stored ? { status: 'signedIn', ...stored } : fromSession(session));
      break;
    }
    case 'SIGNED_IN':
    case 'TOKEN_REFRESHED':
    case 'MFA_CHALLENGE_VERIFIED':
      store.setState(fromSession(session));
      break;
    case 'USER_UPDATED':
      if (session) store.setState({ ...fromSession(session), recovery: false });
      else store.setState({ recovery: false });
      break;
    case 'PASSWORD_RECOVERY':
      store.setState({ ...fromSession(session), recovery: true });
      break;
    case 'SIGNED_OUT':
      store.setState({ status: 'signedOut', email: null, isStaff: false, recovery: false });
      break;
  }
}

/** Staff sessions run the sync engine (loaded on demand; visitors never need it). */
function syncForStaff(): void {
  void import('../sync/startSync').then(({ startSync, requestSync }) => {
    startSync();
    requestSync();
  });
}

/**
 * Loads supabase-js, restores the stored session and follows auth events (idempotent). Staff get
 * the sync engine started, so edits queued on this device go out.
 */
export function startAuth(): void {
  if (started) return;
  // A stored session counts at once: supabase-js may spend up to 30 s retrying an expired
  // token's refresh offline before it reports anything, and staff must not look signed out
  // (nor their queued edits wait) meanwhile. A refused refresh later emits SIGNED_OUT.
  const stored = storedSessionUser();
  if (stored && useAuthStore.getState().status === 'unknown') {
    useAuthStore.setState({ status: 'signedIn', ...stored });
    if (stored.isStaff) syncForStaff();
  }
  started = (async () => {
    const client = await getSupabase();
    client.auth.onAuthStateChange((event, session) => {
      applyAuthEvent(event, session);
      if (useAuthStore.getState().isStaff) {
        // Outside the callback: supabase-js holds a lock while it runs (no auth calls inside).
        setTimeout(syncForStaff, 0);
      }
    });
  })().catch(() => {
    // supabase-js could not be loaded (offline first visit): try again on the next call.
    started = null;
  });
}
