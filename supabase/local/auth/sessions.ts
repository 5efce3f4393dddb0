import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { StackContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { bearerToken, type Claims } from '../http/jwt.ts';
import { authClock } from './clock.ts';
import { AuthError, errors } from './errors.ts';
import { findUserById, isBanned, userJson, type UserRow } from './users.ts';

export type AmrMethod = 'password' | 'recovery' | 'otp' | 'magiclink';

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: Array<{ method: string; timestamp: number }>;
}

/** Hosted default JWT lifetime; LOCAL_JWT_EXPIRY (seconds) overrides it for local testing. */
function jwtExpiry(): number {
  const value = Number(process.env.LOCAL_JWT_EXPIRY ?? 3600);
  return Number.isInteger(value) && value >= 5 ? value : 3600;
}

/** Refresh tokens used again within this many seconds still work (two tabs refreshing at once). */
const REUSE_INTERVAL_MS = 10_000;

function newRefreshToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(24)].map((b) => alphabet[b % alphabet.length]).join('');
}

async function accessToken(ctx: StackContext, user: UserRow, session: SessionRow): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + jwtExpiry();
  const claims: Claims = {
    aud: user.aud,
    exp,
    iat,
    iss: `${ctx.baseUrl}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: user.role,
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  return { token: await ctx.keys.sign(claims), exp };
}

async function sessionJson(ctx: StackContext, user: UserRow, session: SessionRow, refreshToken: string): Promise<Record<string, unknown>> {
  const { token, exp } = await accessToken(ctx, user, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: jwtExpiry(),
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Starts a session for a user who has just proven who they are; returns the token response. */
export async function startSession(ctx: StackContext, tx: Tx, user: UserRow, method: AmrMethod): Promise<Record<string, unknown>> {
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  // created_at is when the user signed in: a password change needs it younger than 24 hours.
  const session = (
    await tx.query<SessionRow>('insert into auth.sessions (id, user_id, amr, created_at, updated_at) values ($1, $2, $3, $4, $4) returning *', [
      randomUUID(),
      user.id,
      JSON.stringify(amr),
      authClock.date(),
    ])
  ).rows[0] as SessionRow;
  const token = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [token, user.id, session.id]);
  const updated = (await tx.query<UserRow>('update auth.users set last_sign_in_at = now() where id = $1 returning *', [user.id])).rows[0] as UserRow;
  return sessionJson(ctx, updated, session, token);
}

interface TokenRow {
  id: number;
  token: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string;
  user_id: string;
}

/** grant_type=refresh_token: rotates the refresh token (reuse within 10 s tolerated). */
export async function refreshSession(ctx: StackContext, refreshToken: string): Promise<Record<string, unknown>> {
  const result = await ctx.db.transaction(async (tx): Promise<Record<string, unknown> | AuthError> => {
    const row = (await tx.query<TokenRow>('select * from auth.refresh_tokens where token = $1 for update', [refreshToken])).rows[0];
    if (!row) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const session = (await tx.query<SessionRow>('select * from auth.sessions where id = $1', [row.session_id])).rows[0];
    if (!session) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    const user = await findUserById(tx, row.user_id);
    if (!user) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (isBanned(user)) throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
    let next: string;
    if (row.revoked) {
      const active = (
        await tx.query<TokenRow>('select * from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1', [session.id])
      ).rows[0];
      if (!active || Date.now() - row.updated_at.getTime() > REUSE_INTERVAL_MS) {
        // Reuse of an old token: treat as stolen and end the whole session.
        // (returned, not thrown, so that the session deletion commits)
        await tx.query('delete from auth.sessions where id = $1', [session.id]);
        return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      next = active.token;
    } else {
      next = newRefreshToken();
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
      await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
        next,
        user.id,
        session.id,
        row.token,
      ]);
    }
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [session.id]);
    return sessionJson(ctx, user, session, next);
  });
  if (result instanceof AuthError) throw result;
  return result;
}

export interface Authenticated {
  user: UserRow;
  claims: Claims;
  sessionId: string | null;
  /** When the JWT's session was created (signed in, by password, code, link or recovery); null without a session. */
  sessionCreatedAt: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's requireAuthentication + user/session loading for /user, /logout. */
export async function authenticate(ctx: StackContext, req: IncomingMessage, tx: Tx): Promise<Authenticated> {
  const header = req.headers.authorization;
  const token = typeof header === 'string' && /^Bearer\s+/i.test(header) ? bearerToken(req) : null;
  if (!token) throw errors.noAuthorization();
  const check = await ctx.keys.verify(token);
  if (!check.ok) throw errors.badJwt(check.expired ? 'token has invalid claims: token is expired' : check.message);
  const sub = check.claims.sub;
  if (typeof sub !== 'string' || sub === '') throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID.test(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(tx, sub);
  if (!user) throw errors.userNotFound();
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  const sessionId = typeof check.claims.session_id === 'string' ? check.claims.session_id : null;
  let sessionCreatedAt: Date | null = null;
  if (sessionId) {
    const found = await tx.query<{ created_at: Date }>('select created_at from auth.sessions where id = $1 and user_id = $2', [sessionId, user.id]);
    if (found.rows.length === 0) throw errors.sessionNotFound();
    sessionCreatedAt = (found.rows[0] as { created_at: Date }).created_at;
  }
  return { user, claims: check.claims, sessionId, sessionCreatedAt };
}
