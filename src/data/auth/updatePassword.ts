import { getSupabase, type WichtreyClient } from '../supabaseClient';
import { useAuthStore } from './authStore';
import { authFailureText } from '../../content/authFailures';
import { AUTH_TIMEOUT_MS, authFailureMessage } from './authFailure';
import { withinTime } from './withinTime';

/**
 * What became of a password change. With secure password change on (supabase/config.toml), the
 * server takes a new password only from a session signed in less than 24 hours ago, or with the
 * code it mails on request (GoTrue's reauthentication).
 */
export type PasswordChange =
  | { status: 'updated' }
  /** The server wants proof of a recent sign-in: a code is on its way by e-mail; send it as `code`. */
  | { status: 'codeSent' }
  /** As codeSent, but no new mail: one went out less than a minute ago and still holds. */
  | { status: 'codeRecentlySent' }
  /** The code is wrong, has expired, was used, or was tried too often. */
  | { status: 'codeRejected' }
  /** Any other refusal: the auth server's message, as given (German where no server answered, or none in time). */
  | { status: 'failed'; error: string };

/** Asks the server to mail a reauthentication code (GET /reauthenticate). */
async function sendCode(client: WichtreyClient): Promise<PasswordChange> {
  const answer = await withinTime(client.auth.reauthenticate(), AUTH_TIMEOUT_MS);
  if (!answer) return { status: 'failed', error: authFailureText.noAnswer };
  const { error } = answer;
  if (!error) return { status: 'codeSent' };
  if (error.code === 'over_email_send_rate_limit') return { status: 'codeRecentlySent' };
  return { status: 'failed', error: authFailureMessage(error) };
}

/**
 * Sets a new password (after a recovery link, or while signed in); ends recovery mode. When the
 * server demands reauthentication, a code is mailed and the result says so; the caller asks for
 * it and calls again with `code`.
 */
export async function updatePassword(password: string, options: { code?: string } = {}): Promise<PasswordChange> {
  const client = await getSupabase();
  const code = options.code?.replace(/\s+/g, '') ?? '';
  const answer = await withinTime(client.auth.updateUser(code ? { password, nonce: code } : { password }), AUTH_TIMEOUT_MS);
  if (!answer) return { status: 'failed', error: authFailureText.noAnswer };
  const { error } = answer;
  if (!error) {
    useAuthStore.setState({ recovery: false });
    return { status: 'updated' };
  }
  if (error.code === 'reauthentication_needed') return sendCode(client);
  if (error.code === 'reauthentication_not_valid') return { status: 'codeRejected' };
  return { status: 'failed', error: authFailureMessage(error) };
}

/** Asks for another reauthentication code ('Neuen Code senden'); within a minute of the last: codeRecentlySent. */
export async function requestPasswordCode(): Promise<PasswordChange> {
  return sendCode(await getSupabase());
}
