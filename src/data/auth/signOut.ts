import { getSupabase } from '../supabaseClient';

/**
 * Signs out everywhere (scope global). supabase-js tolerates 401/403/404 answers; when the server
 * cannot be reached it keeps the session, so the local session is then cleared on its own. The
 * outbox stays: queued edits go out at the next staff sign-in.
 */
export async function signOut(): Promise<{ error: string | null }> {
  const client = await getSupabase();
  const { error } = await client.auth.signOut({ scope: 'global' });
  if (!error) return { error: null };
  const local = await client.auth.signOut({ scope: 'local' });
  return { error: local.error?.message ?? null };
}
