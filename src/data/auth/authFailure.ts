import { authFailureText } from '../../content/authFailures';

/** How long a sign-in or password change may take before its dialog stops waiting (a late answer still counts). */
export const AUTH_TIMEOUT_MS = 20_000;

/**
 * The auth server's message, as given; where no auth server answered, German words for it:
 * supabase-js marks what none answered (status 0) or a gateway refused (502–504) as retryable.
 */
export function authFailureMessage(error: { name?: string; status?: number; message: string }): string {
  if (error.name !== 'AuthRetryableFetchError') return error.message;
  return error.status ? authFailureText.serverDown : authFailureText.unreachable;
}
