import { authFailureText } from '../../content/authFailures';
import { AUTH_TIMEOUT_MS, authFailureMessage } from './authFailure';
import { getSupabase } from '../supabaseClient';
import { withinTime } from './withinTime';

/**
 * Signs in with e-mail and password; the error is the auth server's message, as given, except
 * where no server answered: then it says so in German, and a server that never answers ends the
 * wait after AUTH_TIMEOUT_MS instead of leaving 'Signing in ...' for ever.
 */
export async function signIn(email: string, password: string): Promise<{ error: string | null }> {
  const client = await getSupabase();
  const answer = await withinTime(client.auth.signInWithPassword({ email, password }), AUTH_TIMEOUT_MS);
  if (!answer) return { error: authFailureText.noAnswer };
  return { error: answer.error ? authFailureMessage(answer.error) : null };
}
