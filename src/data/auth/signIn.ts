import { signInFailureText } from '../../content/signInFailures';
import { getSupabase } from '../supabaseClient';
import { withinTime } from './withinTime';

/** How long a sign-in may take before the dialog stops waiting (a late success still signs in). */
export const SIGN_IN_TIMEOUT_MS = 20_000;

/**
 * Signs in with e-mail and password; the error is the auth server's message, as given, except
 * where no server answered: then it says so in German, and a server that never answers ends the
 * wait after SIGN_IN_TIMEOUT_MS instead of leaving 'Signing in ...' for ever.
 */
export async function signIn(email: string, password: string): Promise<{ error: string | null }> {
  const client = await getSupabase();
  const answer = await withinTime(client.auth.signInWithPassword({ email, password }), SIGN_IN_TIMEOUT_MS);
  if (!answer) return { error: signInFailureText.noAnswer };
  return { error: answer.error ? messageOf(answer.error) : null };
}

/** supabase-js marks what no auth server answered (status 0) or a gateway refused (502–504) as retryable. */
function messageOf(error: { name?: string; status?: number; message: string }): string {
  if (error.name !== 'AuthRetryableFetchError') return error.message;
  return error.status ? signInFailureText.serverDown : signInFailureText.unreachable;
}
