import { createHash, randomInt } from 'node:crypto';
import type { StackContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { AuthError } from './errors.ts';
import type { UserRow } from './users.ts';

export type TokenKind = 'recovery' | 'magiclink';

/** GoTrue's token hash: sha224 of e-mail + one-time code, used in e-mail links. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224').update(email.toLowerCase() + otp).digest('hex');
}

/** E-mails to one user are throttled like GoTrue's default (one per 60 s per kind). */
const EMAIL_INTERVAL_S = 60;
/** Links and codes expire after an hour (GoTrue's default otp_exp). */
const TOKEN_LIFETIME_S = 3600;

/** A redirect target is honoured for the site's origin and loopback hosts; otherwise the site URL. */
export function allowedRedirect(ctx: StackContext, requested: string | null): string {
  if (!requested) return ctx.siteUrl;
  try {
    const url = new URL(requested);
    const site = new URL(ctx.siteUrl);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && (url.origin === site.origin || loopback)) return url.toString();
  } catch {
    // not a URL
  }
  return ctx.siteUrl;
}

/** Issues a one-time code for the user and captures the e-mail that carries it. */
export async function sendTokenMail(ctx: StackContext, tx: Tx, user: UserRow, kind: TokenKind, redirectTo: string): Promise<void> {
  const email = user.email ?? '';
  const column = kind === 'recovery' ? 'recovery_sent_at' : 'confirmation_sent_at';
  const recent = await tx.query<{ age: number | null }>(
    `select extract(epoch from now() - ${column})::float8 as age from auth.users where id = $1`,
    [user.id],
  );
  const age = recent.rows[0]?.age;
  if (typeof age === 'number' && age < EMAIL_INTERVAL_S) {
    const wait = Math.ceil(EMAIL_INTERVAL_S - age);
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
  }
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(email, otp);
  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, kind]);
  await tx.query('insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)', [
    user.id,
    kind,
    hash,
    email.toLowerCase(),
  ]);
  await tx.query(`update auth.users set ${column} = now() where id = $1`, [user.id]);
  ctx.limits.codeChecks.reset(email.toLowerCase());
  const link = `${ctx.baseUrl}/auth/v1/verify?token=${hash}&type=${kind}&redirect_to=${encodeURIComponent(redirectTo)}`;
  const recovery = kind === 'recovery';
  ctx.mails.capture({
    to: email,
    subject: recovery ? 'Reset Your Password' : 'Your Magic Link',
    body: recovery
      ? `Reset Password\n\nFollow this link to reset the password for your user:\n${link}\n\nAlternatively, enter the code: ${otp}\n`
      : `Magic Link\n\nFollow this link to login:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
    link,
    token: otp,
  });
}

/** Finds and consumes a one-time token; null when unknown or expired. */
export async function consumeToken(
  tx: Tx,
  lookup: { hash: string; email?: string },
  kinds: TokenKind[],
): Promise<{ user_id: string; token_type: TokenKind } | null> {
  const r = await tx.query<{ id: string; user_id: string; token_type: TokenKind }>(
    `delete from auth.one_time_tokens
      where id = (select id from auth.one_time_tokens
                   where token_hash = $1 and token_type = any($2) and ($3::text is null or relates_to = lower($3))
                     and created_at > now() - make_interval(secs => $4)
                   limit 1)
      returning id, user_id, token_type`,
    [lookup.hash, kinds, lookup.email ?? null, TOKEN_LIFETIME_S],
  );
  return r.rows[0] ?? null;
}

/** Deletes every one-time code issued to the e-mail address (its checks are used up). */
export async function deleteCodes(tx: Tx, email: string): Promise<void> {
  await tx.query('delete from auth.one_time_tokens where relates_to = lower($1)', [email]);
}
