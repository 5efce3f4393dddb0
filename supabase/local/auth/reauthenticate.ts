import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { StackContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { authClock } from './clock.ts';
import { AuthError, errors } from './errors.ts';
import { newCode, sendRateLimited, tokenHash, TOKEN_LIFETIME_S } from './one-time-tokens.ts';
import { authenticate } from './sessions.ts';
import type { UserRow } from './users.ts';

/**
 * Secure password change (supabase/config.toml: [auth.email] secure_password_change = true, in
 * GoTrue GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION): PUT /user with a password
 * needs a session created (signed in) less than 24 hours ago, or the code GET /reauthenticate
 * mails to the user, as `nonce`. A stolen access or refresh token of an older session then no
 * longer takes the account over.
 */

/** GoTrue: a session created more than 24 hours ago is no recent sign-in. */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

const TOKEN_TYPE = 'reauthentication';

/** True when a password change from this session needs a reauthentication code. */
export function needsReauthentication(sessionCreatedAt: Date | null): boolean {
  return sessionCreatedAt === null || authClock.now() > sessionCreatedAt.getTime() + RECENT_SIGN_IN_MS;
}

export const reauthenticationNeeded = () =>
  new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');

const nonceInvalid = () => new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');

/** Key of the user's code in the code-check budget (apart from the e-mail codes' keys). */
const checksKey = (user: UserRow) => `reauthentication:${user.id}`;

/**
 * GET /reauthenticate: mails the signed-in user a six-digit code (GoTrue's answer: 200 {}). One
 * per user and max_frequency; a new code replaces the previous one.
 */
export async function reauthenticate(ctx: StackContext, req: IncomingMessage): Promise<Record<string, never>> {
  const user = await ctx.db.transaction(async (tx) => (await authenticate(ctx, req, tx)).user);
  const email = user.email ?? '';
  if (email === '') {
    throw errors.validation('Reauthentication requires the user to have an email or a phone number');
  }
  if (!user.email_confirmed_at) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  const wait = ctx.limits.emailSends.take(`${TOKEN_TYPE}:${user.id}`);
  if (wait > 0) throw sendRateLimited(wait);
  const code = newCode();
  await ctx.db.transaction(async (tx) => {
    await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, TOKEN_TYPE]);
    await tx.query(
      'insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at) values ($1, $2, $3, $4, $5)',
      [user.id, TOKEN_TYPE, tokenHash(email, code), email.toLowerCase(), authClock.date()],
    );
  });
  ctx.limits.codeChecks.reset(checksKey(user));
  ctx.mails.capture({
    to: email,
    subject: 'Confirm reauthentication',
    body: `Confirm reauthentication\n\nEnter the code: ${code}\n`,
    token: code,
  });
  return {};
}

/**
 * Checks and uses up the user's reauthentication code (within the caller's transaction). Returns
 * null when it is right and younger than an hour, else GoTrue's 422 reauthentication_not_valid.
 * Like e-mail codes, a user's code is checked at most 5 times (counted before the check), then
 * deleted: a stolen token cannot try a million codes. The caller commits the returned error.
 */
export async function consumeNonce(ctx: StackContext, tx: Tx, user: UserRow, nonce: string): Promise<AuthError | null> {
  const key = checksKey(user);
  const { codeChecks } = ctx.limits;
  if (!codeChecks.take(key)) {
    await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, TOKEN_TYPE]);
    return nonceInvalid();
  }
  const row = (
    await tx.query<{ id: string; token_hash: string; created_at: Date }>(
      'select id, token_hash, created_at from auth.one_time_tokens where user_id = $1 and token_type = $2 order by created_at desc limit 1',
      [user.id, TOKEN_TYPE],
    )
  ).rows[0];
  const expected = Buffer.from(row?.token_hash ?? '');
  const actual = Buffer.from(tokenHash(user.email ?? '', nonce));
  const matches = expected.length === actual.length && timingSafeEqual(expected, actual);
  const fresh = row !== undefined && authClock.now() < row.created_at.getTime() + TOKEN_LIFETIME_S * 1000;
  if (!row || !matches || !fresh) {
    if (codeChecks.exhausted(key) || (row && !fresh)) {
      await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, TOKEN_TYPE]);
    }
    return nonceInvalid();
  }
  await tx.query('delete from auth.one_time_tokens where id = $1', [row.id]);
  codeChecks.reset(key);
  return null;
}
