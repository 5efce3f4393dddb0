import type { IncomingMessage } from 'node:http';
import type { StackContext } from '../context.ts';
import { AuthError, errors } from './errors.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { consumeNonce, needsReauthentication, reauthenticationNeeded } from './reauthenticate.ts';
import { authenticate } from './sessions.ts';
import { findUserById, userJson, type UserRow } from './users.ts';

type Body = Record<string, unknown>;

/** GET /user */
export async function getUser(ctx: StackContext, req: IncomingMessage): Promise<Record<string, unknown>> {
  return ctx.db.transaction(async (tx) => userJson((await authenticate(ctx, req, tx)).user));
}

/** Merges user_metadata the way GoTrue does: top-level keys replaced, null deletes a key. */
function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const next = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/**
 * PUT /user: password change (ending the user's other sessions) and user_metadata updates. A
 * password change needs a recent sign-in or a reauthentication code (`nonce`), as GoTrue's
 * secure password change does (reauthenticate.ts).
 */
export async function updateUser(ctx: StackContext, req: IncomingMessage, body: Body): Promise<Record<string, unknown>> {
  const newPassword = body.password === undefined || body.password === null ? undefined : checkPasswordStrength(body.password);
  const hash = newPassword === undefined ? undefined : await hashPassword(newPassword);
  const nonce = typeof body.nonce === 'string' ? body.nonce : '';
  const outcome = await ctx.db.transaction(async (tx): Promise<Record<string, unknown> | AuthError> => {
    const { user, sessionId, sessionCreatedAt } = await authenticate(ctx, req, tx);
    if (body.app_metadata !== undefined) throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
    if (typeof body.email === 'string' && body.email.toLowerCase() !== (user.email ?? '').toLowerCase()) {
      throw errors.validation('Changing the e-mail address is not supported by the local stack', 422);
    }
    if (typeof body.phone === 'string' && body.phone !== '' && body.phone !== user.phone) {
      throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
    }
    if (newPassword !== undefined && hash !== undefined) {
      if (needsReauthentication(sessionCreatedAt)) {
        if (nonce === '') throw reauthenticationNeeded();
        // Returned, not thrown, so that deleting a used-up or expired code commits.
        const refused = await consumeNonce(ctx, tx, user, nonce);
        if (refused) return refused;
      }
      if (await verifyPassword(newPassword, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, hash]);
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [user.id, sessionId]);
      await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [user.id]);
    }
    if (body.data && typeof body.data === 'object' && !Array.isArray(body.data)) {
      const merged = mergeMetadata(user.raw_user_meta_data, body.data as Record<string, unknown>);
      await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [user.id, JSON.stringify(merged)]);
    }
    return userJson((await findUserById(tx, user.id)) as UserRow);
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

/** POST /logout?scope=global|local|others (204). */
export async function logout(ctx: StackContext, req: IncomingMessage, scope: string | null): Promise<void> {
  const chosen = scope ?? 'global';
  if (!['global', 'local', 'others'].includes(chosen)) throw errors.validation(`Unsupported logout scope "${chosen}"`);
  await ctx.db.transaction(async (tx) => {
    const { user, sessionId } = await authenticate(ctx, req, tx);
    if (chosen === 'global' || !sessionId) await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
    else if (chosen === 'local') await tx.query('delete from auth.sessions where id = $1', [sessionId]);
    else await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
  });
}
