import type { IncomingMessage } from 'node:http';
import type { StackContext } from '../context.ts';
import { bearerToken } from '../http/jwt.ts';
import { AuthError, errors } from './errors.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { checkEmail, findUserById, insertUser, userJson, type UserRow } from './users.ts';

type Body = Record<string, unknown>;

/** Admin endpoints need the service role key. */
export async function requireAdmin(ctx: StackContext, req: IncomingMessage): Promise<void> {
  const token = bearerToken(req);
  if (!token) throw errors.noAuthorization();
  const check = await ctx.keys.verify(token);
  if (!check.ok) throw errors.badJwt(check.message);
  if (check.claims.role !== 'service_role') throw errors.notAdmin();
}

const obj = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

function notFound(): AuthError {
  return new AuthError(404, 'user_not_found', 'User not found');
}

/** The admin routes supabase-js' auth.admin uses (users only). Returns [status, json, headers]. */
export async function adminRoute(
  ctx: StackContext,
  method: string,
  path: string,
  url: URL,
  body: Body,
): Promise<[number, unknown, Record<string, string>?]> {
  if (path === '/admin/users' && method === 'GET') {
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page') ?? 50) || 50));
    return ctx.db.transaction(async (tx) => {
      const total = (await tx.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n ?? 0;
      const rows = await tx.query<UserRow>('select * from auth.users order by created_at, id limit $1 offset $2', [perPage, (page - 1) * perPage]);
      return [200, { users: rows.rows.map(userJson), aud: 'authenticated' }, { 'X-Total-Count': String(total) }];
    });
  }
  if (path === '/admin/users' && method === 'POST') {
    const user = await ctx.db.transaction((tx) =>
      insertUser(tx, {
        email: typeof body.email === 'string' ? body.email : '',
        password: typeof body.password === 'string' ? body.password : undefined,
        emailConfirm: body.email_confirm === true,
        appMetadata: obj(body.app_metadata),
        userMetadata: obj(body.user_metadata),
      }),
    );
    return [200, userJson(user)];
  }
  const match = /^\/admin\/users\/([0-9a-f-]{36})$/i.exec(path);
  if (!match) throw new AuthError(404, 'not_found', 'Not found');
  const id = match[1] as string;
  if (method === 'GET') {
    const user = await ctx.db.transaction((tx) => findUserById(tx, id));
    if (!user) throw notFound();
    return [200, userJson(user)];
  }
  if (method === 'DELETE') {
    const deleted = await ctx.db.transaction((tx) => tx.query('delete from auth.users where id = $1', [id]));
    if (!deleted.affectedRows) throw notFound();
    return [200, {}];
  }
  if (method === 'PUT') {
    const hash = typeof body.password === 'string' ? await hashPassword(checkPasswordStrength(body.password)) : null;
    const email = typeof body.email === 'string' ? checkEmail(body.email) : null;
    const user = await ctx.db.transaction(async (tx) => {
      const current = await findUserById(tx, id);
      if (!current) throw notFound();
      const app = obj(body.app_metadata);
      const meta = obj(body.user_metadata);
      await tx.query(
        `update auth.users set
           encrypted_password = coalesce($2, encrypted_password),
           email = coalesce($3, email),
           raw_app_meta_data = raw_app_meta_data || coalesce($4::jsonb, '{}'),
           raw_user_meta_data = raw_user_meta_data || coalesce($5::jsonb, '{}'),
           email_confirmed_at = case when $6 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
           banned_until = case when $7::text = 'none' then null when $7::text is null then banned_until else now() + $7::interval end,
           updated_at = now()
         where id = $1`,
        [id, hash, email, app ? JSON.stringify(app) : null, meta ? JSON.stringify(meta) : null, body.email_confirm === true,
         typeof body.ban_duration === 'string' ? body.ban_duration : null],
      );
      return (await findUserById(tx, id)) as UserRow;
    });
    return [200, userJson(user)];
  }
  throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
}
