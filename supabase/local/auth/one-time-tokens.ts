import { createHash, randomInt } from 'node:crypto';
import type { StackContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { AuthError } from './errors.ts';

export type TokenKind = 'recovery' | 'magiclink';

/** GoTrue's token hash: sha224 of e-mail + one-time code, used in e-mail links. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224').update(email.toLowerCase() + otp).digest('hex');
}

/** Links and codes expire after an hour (GoTrue's default otp_exp). */
export const TOKEN_LIFETIME_S = 3600;

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

/** GoTrue's answer when an address (or user) was sent a mail less than max_frequency ago. */
export function sendRateLimited(waitSeconds: number): AuthError {
  return new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${waitSeconds} seconds.`);
}

/** A six-digit one-time code. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Recovery and sign-in-code requests are answered no sooner than this after they arrive. */
const ANSWER_AFTER_MS = 25;

const SENT_AT: Record<TokenKind, string> = { recovery: 'recovery_sent_at', magiclink: 'confirmation_sent_at' };

/**
 * Mails a one-time code (recovery or magic link) to the e-mail address if an account with it
 * exists and is not banned. Asked for an address without an account it does the same work and
 * gives the same answer: the per-address limit (`emailSends`) is counted for the address asked,
 * before the database is, and the code is made and the one statement that stores it runs either
 * way (it finds no account and stores nothing), so neither the answer nor its time says whether
 * the address has an account. What still differs (the rows written, the mail) is a fraction of a
 * millisecond; the answer waits until ANSWER_AFTER_MS after the request so that it cannot be
 * timed. Throws 429 `over_email_send_rate_limit` within max_frequency (decided in memory, alike
 * for every address).
 */
export async function issueTokenMail(ctx: StackContext, email: string, kind: TokenKind, redirectTo: string): Promise<void> {
  const started = performance.now();
  const wait = ctx.limits.emailSends.take(`${kind}:${email}`);
  if (wait > 0) throw sendRateLimited(wait);
  try {
    await storeAndMail(ctx, email, kind, redirectTo);
  } finally {
    const left = ANSWER_AFTER_MS - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

async function storeAndMail(ctx: StackContext, email: string, kind: TokenKind, redirectTo: string): Promise<void> {
  const otp = newCode();
  const hash = tokenHash(email, otp);
  const sent = await ctx.db.transaction((tx) =>
    tx.query<{ email: string }>(
      `with target as (
         select id, email from auth.users
          where lower(email) = $1 and deleted_at is null and (banned_until is null or banned_until <= now())
       ),
       dropped as (
         delete from auth.one_time_tokens t using target where t.user_id = target.id and t.token_type = $2
       ),
       issued as (
         insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) select id, $2, $3, $1 from target
       ),
       stamped as (
         update auth.users u set ${SENT_AT[kind]} = now() from target where u.id = target.id
       )
       select email from target`,
      [email, kind, hash],
    ),
  );
  ctx.limits.codeChecks.reset(email);
  const to = sent.rows[0]?.email;
  if (!to) return;
  const link = `${ctx.baseUrl}/auth/v1/verify?token=${hash}&type=${kind}&redirect_to=${encodeURIComponent(redirectTo)}`;
  const recovery = kind === 'recovery';
  ctx.mails.capture({
    to,
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

/** Deletes the sign-in and recovery codes issued to the e-mail address (its checks are used up). */
export async function deleteCodes(tx: Tx, email: string): Promise<void> {
  await tx.query(`delete from auth.one_time_tokens where relates_to = lower($1) and token_type in ('recovery', 'magiclink')`, [email]);
}
