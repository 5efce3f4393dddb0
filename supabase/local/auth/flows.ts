import type { IncomingMessage } from 'node:http';
import type { StackContext } from '../context.ts';
import { AuthError, errors } from './errors.ts';
import { allowedRedirect, consumeToken, deleteCodes, issueTokenMail, tokenHash, type TokenKind } from './one-time-tokens.ts';
import { verifyPassword } from './passwords.ts';
import { refreshSession, startSession, type AmrMethod } from './sessions.ts';
import { checkEmail, findUserByEmail, findUserById, isBanned, type UserRow } from './users.ts';

type Body = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** POST /token?grant_type=password|refresh_token */
export async function tokenGrant(ctx: StackContext, req: IncomingMessage, grantType: string | null, body: Body): Promise<Record<string, unknown>> {
  if (grantType === 'refresh_token') {
    const token = str(body.refresh_token);
    if (!token) throw new AuthError(400, 'invalid_request', 'refresh_token required', {}, true);
    return refreshSession(ctx, token);
  }
  if (grantType !== 'password') {
    if (grantType === 'pkce' || grantType === 'id_token') {
      throw errors.validation(`grant_type=${grantType} is not supported by the local stack (no OAuth providers)`);
    }
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  }
  const email = str(body.email);
  const phone = str(body.phone);
  if (email && phone) throw errors.validation('Only an email address or phone number should be provided on login.');
  if (!email) {
    if (phone) throw errors.invalidCredentials();
    throw errors.validation('missing email or phone');
  }
  const password = typeof body.password === 'string' ? body.password : '';
  const { limits } = ctx;
  const perEmail = `${clientIp(req)}|${email.toLowerCase()}`;
  const attempt = limits.logins.attempt([
    [perEmail, limits.maxFailedLogins],
    [`${clientIp(req)}|*`, limits.maxFailedLogins * 6],
  ]);
  if (!attempt) throw errors.rateLimited();
  const user = await ctx.db.transaction((tx) => findUserByEmail(tx, email));
  // scrypt runs outside the transaction: the database serves other requests meanwhile.
  if (!(await verifyPassword(password, user?.encrypted_password ?? null)) || !user) throw errors.invalidCredentials();
  // The right password was no guess: its attempt does not use up the budget.
  attempt.release();
  limits.logins.clear(perEmail);
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  return ctx.db.transaction((tx) => startSession(ctx, tx, user, 'password'));
}

/**
 * POST /recover: 200 {} whether or not the address has an account, and 429 for the second
 * request within max_frequency whether or not it has one (no enumeration, issueTokenMail).
 */
export async function recover(ctx: StackContext, url: URL, body: Body): Promise<Record<string, never>> {
  if (!str(body.email)) throw errors.validation('Password recovery requires an email');
  const email = checkEmail(body.email);
  const redirect = allowedRedirect(ctx, url.searchParams.get('redirect_to'));
  await issueTokenMail(ctx, email, 'recovery', redirect);
  return {};
}

/**
 * POST /otp (magic link / e-mail code): mails existing users a code and never creates one
 * (sign-up is disabled). Unlike hosted GoTrue, which answers an unknown address with 422
 * otp_disabled / signup_disabled, an unknown address gets the answer a known one gets: 200 {},
 * and 429 within max_frequency.
 */
export async function otp(ctx: StackContext, url: URL, body: Body): Promise<Record<string, never>> {
  if (str(body.phone)) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const email = checkEmail(body.email);
  const redirect = allowedRedirect(ctx, url.searchParams.get('redirect_to'));
  await issueTokenMail(ctx, email, 'magiclink', redirect);
  return {};
}

const VERIFY_KINDS: Record<string, TokenKind[]> = { recovery: ['recovery'], magiclink: ['magiclink'], email: ['magiclink'] };
const KNOWN_TYPES = new Set(['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email', 'sms', 'phone_change']);

/**
 * POST /verify (and GET /verify for e-mail links): trades a one-time token for a session.
 * Every verification counts against token_verifications per address and, for codes, per
 * e-mail, before the token is looked at; an e-mail's code is checked at most CODE_CHECKS times
 * and then deleted.
 */
export async function verify(ctx: StackContext, ip: string, body: Body): Promise<{ session: Record<string, unknown>; type: string }> {
  const type = str(body.type);
  const token = str(body.token);
  const hash = str(body.token_hash);
  if (!type) throw errors.validation('Verify requires a verification type');
  if ((token && hash) || (!token && !hash)) throw errors.validation('Verify requires either a token or a token hash');
  if (hash && (str(body.email) || str(body.phone))) throw errors.validation('Only the token_hash and type should be provided');
  if (!KNOWN_TYPES.has(type)) throw errors.validation('Unsupported verification type');
  const kinds = VERIFY_KINDS[type] ?? [];
  let email: string | undefined;
  if (token) {
    if (!str(body.email)) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    email = checkEmail(body.email);
  }
  const { limits } = ctx;
  const keys: Array<[string, number]> = [[`ip:${ip}`, limits.tokenVerifications]];
  if (email) keys.push([`email:${email}`, limits.tokenVerifications]);
  if (!limits.verifications.attempt(keys)) throw errors.rateLimited();
  if (email && !limits.codeChecks.take(email)) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

  const outcome = await ctx.db.transaction(async (tx): Promise<Record<string, unknown> | AuthError> => {
    const found = kinds.length ? await consumeToken(tx, token && email ? { hash: tokenHash(email, token), email } : { hash: hash as string }, kinds) : null;
    const user: UserRow | null = found ? await findUserById(tx, found.user_id) : null;
    if (!found || !user) {
      // Returned, not thrown, so that deleting a guessed-at code commits.
      if (email && limits.codeChecks.exhausted(email)) await deleteCodes(tx, email);
      return new AuthError(403, 'otp_expired', token ? 'Token has expired or is invalid' : 'Email link is invalid or has expired');
    }
    if (isBanned(user)) return new AuthError(403, 'user_banned', 'User is banned');
    await tx.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [user.id]);
    const confirmed = (await findUserById(tx, user.id)) as UserRow;
    const method: AmrMethod = found.token_type === 'recovery' ? 'recovery' : token ? 'otp' : 'magiclink';
    return startSession(ctx, tx, confirmed, method);
  });
  if (outcome instanceof AuthError) throw outcome;
  if (email) limits.codeChecks.reset(email);
  return { session: outcome, type };
}
