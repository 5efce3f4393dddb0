import { forgetStoredSession, getSupabase } from '../supabaseClient';
import { withinTime } from './withinTime';

/** How long the server may take to end the session before this device signs out by itself. */
export const SIGN_OUT_TIMEOUT_MS = 10_000;

export interface SignOutResult {
  error: string | null;
  /** The server ended the session too; otherwise only this device has forgotten it. */
  serverConfirmed: boolean;
  /** No SIGNED_OUT will come: the caller must sign the tab out (signedOutHere). */
  tellTab?: boolean;
}

/**
 * Signs out everywhere (scope global). supabase-js tolerates 401/403/404 answers; when the server
 * cannot be reached (or fails) it keeps the session, and its scope 'local' asks the server too. So
 * the device then forgets the session itself: a showroom tablet handed on offline must not stay
 * signed in. With nothing stored, the sign-out that follows sends nothing and tells the app
 * (SIGNED_OUT). A server that never answers is given SIGN_OUT_TIMEOUT_MS, then treated as one that
 * cannot be reached. The outbox stays: queued edits go out at the next staff sign-in.
 */
export async function signOut(): Promise<SignOutResult> {
  const client = await getSupabase();
  const answer = await withinTime(client.auth.signOut({ scope: 'global' }), SIGN_OUT_TIMEOUT_MS);
  if (answer && !answer.error) return { error: null, serverConfirmed: true };
  try {
    await forgetStoredSession();
  } catch (failure) {
    return { error: failure instanceof Error ? failure.message : String(failure), serverConfirmed: false };
  }
  if (!answer) {
    // The server never answered: its request holds supabase-js's lock, so a local sign-out would
    // wait behind it (and send no SIGNED_OUT). The session is forgotten on this device; the caller
    // tells the tab (signedOutHere).
    return { error: null, serverConfirmed: false, tellTab: true };
  }
  const local = await client.auth.signOut({ scope: 'local' });
  return { error: local.error?.message ?? null, serverConfirmed: false };
}
