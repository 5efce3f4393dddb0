import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { IncomingMessage } from 'node:http';
import type { ApiRole } from '../db/database.ts';

export type Claims = JWTPayload & Record<string, unknown>;

export type TokenCheck =
  | { ok: true; claims: Claims; token: string | null }
  | { ok: false; message: string; expired: boolean };

export class JwtKeys {
  readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: Claims): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.key);
  }

  /** Verifies an HS256 token signed with the project secret ("alg: none" and others are refused). */
  async verify(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return { ok: true, claims: payload as Claims, token };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, message: 'JWT expired', expired: true };
      const parts = token.split('.').length;
      if (parts !== 3) {
        return {
          ok: false,
          message: `JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${parts})`,
          expired: false,
        };
      }
      return { ok: false, message: 'JWSError JWSInvalidSignature', expired: false };
    }
  }
}

/** The bearer token of a request: the Authorization header, else the apikey header. */
export function bearerToken(req: IncomingMessage): string | null {
  const auth = req.headers.authorization;
  if (typeof auth === 'string') {
    const match = /^Bearer\s+(.+)$/i.exec(auth.trim());
    return match?.[1]?.trim() ?? auth.trim();
  }
  const apikey = req.headers.apikey;
  return typeof apikey === 'string' && apikey.includes('.') ? apikey : null;
}

/** Verifies the request's token; no token means the anon role with empty claims. */
export async function requestClaims(req: IncomingMessage, keys: JwtKeys): Promise<TokenCheck> {
  const token = bearerToken(req);
  if (!token) return { ok: true, claims: {}, token: null };
  return keys.verify(token);
}

const API_ROLES = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);

/** The database role named by the claims (default anon), or null when it is not an API role. */
export function roleOf(claims: Claims): ApiRole | null {
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  return API_ROLES.has(role as ApiRole) ? (role as ApiRole) : null;
}

/** Headers that name the client's address: set by the platform's proxies, never taken from the client. */
export const ADDRESS_HEADERS = ['cf-connecting-ip', 'x-forwarded-for', 'x-real-ip', 'forwarded'];

/**
 * The client's address as hosted Supabase's proxies report it: `cf-connecting-ip` (Cloudflare
 * sets it and overwrites a client's value) and `x-forwarded-for`, here both from the socket, so a
 * client cannot choose its address by sending these headers.
 */
export function addressHeaders(req: IncomingMessage): Record<string, string> {
  const address = req.socket.remoteAddress ?? 'unknown';
  return { 'cf-connecting-ip': address, 'x-forwarded-for': address };
}

/**
 * Request headers as PostgREST puts them in request.headers: lower-case names, string values,
 * the address headers as the platform sets them.
 */
export function headerObject(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || ADDRESS_HEADERS.includes(name.toLowerCase())) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { ...out, ...addressHeaders(req) };
}
