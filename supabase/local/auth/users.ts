import { createHash, randomUUID } from 'node:crypto';
import type { LocalDatabase, Tx } from '../db/database.ts';
import { AuthError, errors } from './errors.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  phone: string | null;
  phone_confirmed_at: Date | null;
  banned_until: Date | null;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

type Queryable = Pick<Tx, 'query'>;

export async function findUserByEmail(tx: Queryable, email: string): Promise<UserRow | null> {
  const r = await tx.query<UserRow>('select * from auth.users where lower(email) = lower($1) and deleted_at is null', [email]);
  return r.rows[0] ?? null;
}

export async function findUserById(tx: Queryable, id: string): Promise<UserRow | null> {
  const r = await tx.query<UserRow>('select * from auth.users where id = $1 and deleted_at is null', [id]);
  return r.rows[0] ?? null;
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}

const iso = (d: Date | null): string | undefined => (d ? d.toISOString() : undefined);

/** A stable identity id per user (GoTrue keeps a separate identities table). */
function identityId(userId: string): string {
  const h = createHash('sha256').update(`identity:${userId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** GoTrue's User JSON (timestamps omitted when null). */
export function userJson(user: UserRow): Record<string, unknown> {
  const confirmed = [user.email_confirmed_at, user.phone_confirmed_at].filter((d): d is Date => d !== null);
  const confirmedAt = confirmed.length ? new Date(Math.min(...confirmed.map((d) => d.getTime()))) : null;
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(confirmedAt),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    banned_until: iso(user.banned_until),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: user.email
      ? [
          {
            identity_id: identityId(user.id),
            id: user.id,
            user_id: user.id,
            identity_data: { sub: user.id, email: user.email, email_verified: user.email_confirmed_at !== null, phone_verified: false },
            provider: 'email',
            last_sign_in_at: iso(user.last_sign_in_at ?? user.created_at),
            created_at: iso(user.created_at),
            updated_at: iso(user.updated_at),
            email: user.email.toLowerCase(),
          },
        ]
      : [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '') throw errors.validation('An email address is required');
  if (!EMAIL.test(email.trim()) || email.length > 255) {
    throw errors.validation(`Unable to validate email address: invalid format`);
  }
  return email.trim().toLowerCase();
}

export interface NewUser {
  email: string;
  password?: string;
  emailConfirm: boolean;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
}

/** Inserts a user (admin API, staff:add, local seed). */
export async function insertUser(tx: Queryable, input: NewUser): Promise<UserRow> {
  const email = checkEmail(input.email);
  if (await findUserByEmail(tx, email)) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const hash = input.password === undefined ? null : await hashPassword(checkPasswordStrength(input.password));
  const appMetadata = { provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) };
  const r = await tx.query<UserRow>(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, $3, case when $4 then now() end, $5, $6) returning *`,
    [randomUUID(), email, hash, input.emailConfirm, JSON.stringify(appMetadata), JSON.stringify(input.userMetadata ?? {})],
  );
  return r.rows[0] as UserRow;
}

/**
 * Creates a confirmed staff user (app_metadata.role = 'staff'), or, when the e-mail exists,
 * sets the password and the staff role. Used by `npm run staff:add` and the local demo seed.
 */
export async function upsertStaffUser(db: LocalDatabase, email: string, password: string): Promise<{ user: UserRow; created: boolean }> {
  const hash = await hashPassword(checkPasswordStrength(password));
  const normalized = checkEmail(email);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, normalized);
    if (existing) {
      const r = await tx.query<UserRow>(
        `update auth.users set encrypted_password = $2, email_confirmed_at = coalesce(email_confirmed_at, now()),
                raw_app_meta_data = raw_app_meta_data || '{"role":"staff"}'::jsonb, updated_at = now()
          where id = $1 returning *`,
        [existing.id, hash],
      );
      return { user: r.rows[0] as UserRow, created: false };
    }
    const r = await tx.query<UserRow>(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data)
       values ($1, $2, $3, now(), $4) returning *`,
      [randomUUID(), normalized, hash, JSON.stringify({ provider: 'email', providers: ['email'], role: 'staff' })],
    );
    return { user: r.rows[0] as UserRow, created: true };
  });
}
