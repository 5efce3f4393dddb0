import type { IncomingMessage, ServerResponse } from 'node:http';
import { send } from '../http/respond.ts';

/** A GoTrue HTTPError (shape A/B) or, with `oauth`, an OAuthError (shape C). */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  readonly oauth: boolean;

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}, oauth = false) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.oauth = oauth;
  }
}

const API_VERSION = '2024-01-01';

/** True when the client sent X-Supabase-Api-Version >= 2024-01-01 (any modern auth-js). */
function wantsVersionedErrors(req: IncomingMessage): boolean {
  const header = req.headers['x-supabase-api-version'];
  if (typeof header !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return false;
  return header >= API_VERSION;
}

/** Writes an auth error in the shape GoTrue picks for this request. */
export function sendAuthError(req: IncomingMessage, res: ServerResponse, error: AuthError): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const versioned = wantsVersionedErrors(req);
  if (versioned) headers['X-Supabase-Api-Version'] = API_VERSION;
  let body: Record<string, unknown>;
  if (error.oauth) {
    body = { error: error.code, error_description: error.message };
  } else if (versioned) {
    body = { code: error.code, message: error.message, ...error.extra };
    if (error.code !== 'weak_password') headers['x-sb-error-code'] = error.code;
  } else {
    body = { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
    headers['x-sb-error-code'] = error.code;
  }
  send(res, error.status, headers, JSON.stringify(body));
}

export const errors = {
  badJson: (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  rateLimited: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  validation: (message: string, status = 400) => new AuthError(status, 'validation_failed', message),
  weakPassword: (reasons: string[], message: string) =>
    new AuthError(422, 'weak_password', message, { weak_password: { reasons } }),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userNotFound: (status = 403, message = 'User from sub claim in JWT does not exist') =>
    new AuthError(status, 'user_not_found', message),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  tooLarge: () => new AuthError(413, 'request_entity_too_large', 'Request body too large'),
} as const;
