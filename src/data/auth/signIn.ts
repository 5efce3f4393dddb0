import { getSupabase } from '../supabaseClient';

/** Signs in with e-mail and password; the error is the auth server's message, as given. */
export async function signIn(email: string, password: string): Promise<{ error: string | null }> {
  const client = await getSupabase();
  const { error } = await client.auth.signInWithPassword({ email, password });
  return { error: error?.message ?? null };
}
