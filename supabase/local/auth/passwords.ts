import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { errors } from './errors.ts';

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: 4096, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** scrypt (N=4096: a local development stack, not a password vault) hash as `scrypt$<salt b64>$<key b64>` (the local stack's format; hosted Auth uses bcrypt). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${(await derive(password, salt)).toString('base64')}`;
}

const DUMMY = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** Constant-time check; a missing hash still costs one derivation (no user enumeration by timing). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, key] = (stored ?? DUMMY).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'));
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** supabase/config.toml: auth.minimum_password_length. */
const MIN_PASSWORD_LENGTH = 8;

/** GoTrue's strength rules as configured: at least MIN_PASSWORD_LENGTH, at most 72 characters. */
export function checkPasswordStrength(password: unknown): string {
  if (typeof password !== 'string' || password === '') throw errors.validation('Password is required');
  if (password.length > 72) throw errors.validation('Password cannot be longer than 72 characters');
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw errors.weakPassword(['length'], `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  return password;
}
