import { forgetStoredSession, getSupabase } from '../supabaseClient';

export interface SignOutResult {
  error: string | null;
  /** The server ended the session too; otherwise only this device has forgotten it. */
  serverConfirmed: boolean;
}

/**
 * Signs out everywhere (scope global). supabase-js tolerates 401/403/404 answers; when the server
 * cannot be reached (or fails) it keeps the session, and its scope 'local' asks the server too. So
 * the device then forgets the session itself: a showroom tablet handed on offline must not stay
 * signed in. With nothing stored, the sign-out that follows sends nothing and tells the app
 * (SIGNED_OUT). The outbox stays: queued edits go out at the next staff sign-in.
 */
export async function signOut(): Promise<SignOutResult> {
  const client = await getSupabase();
  const { error } = await client.auth.signOut({ scope: 'global' });
  if (!error) return { error: null, serverConfirmed: true };
  try {
    await forgetStoredSession();
  } catch (failure) {
    return { error: failure instanceof Error ? failure.message : String(failure), serverConfirmed: false };
  }
  const local = await client.auth.signOut({ scope: 'local' });
  return { error: local.error?.message ?? null, serverConfirmed: false };
}
