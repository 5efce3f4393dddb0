import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StackContext } from '../context.ts';
import { LIMITS } from '../context.ts';
import { parseJson, readBody } from '../http/body.ts';
import { send, sendJson } from '../http/respond.ts';
import { adminRoute, requireAdmin } from './admin.ts';
import { AuthError, errors, sendAuthError } from './errors.ts';
import { clientIp, otp, recover, tokenGrant, verify } from './flows.ts';
import { allowedRedirect } from './one-time-tokens.ts';
import { reauthenticate } from './reauthenticate.ts';
import { getUser, logout, updateUser } from './user.ts';

type Body = Record<string, unknown>;

const SETTINGS = {
  external: Object.fromEntries(
    ['anonymous_users', 'apple', 'azure', 'bitbucket', 'discord', 'facebook', 'snapchat', 'figma', 'fly', 'github', 'gitlab',
     'google', 'keycloak', 'kakao', 'linkedin', 'linkedin_oidc', 'notion', 'spotify', 'slack', 'slack_oidc', 'workos', 'twitch',
     'twitter', 'email', 'phone', 'zoom'].map((p) => [p, p === 'email']),
  ),
  disable_signup: true,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: 'twilio',
  saml_enabled: false,
  saml_private_key_next_configured: false,
  passkeys_enabled: false,
};

async function jsonBody(req: IncomingMessage): Promise<Body> {
  const read = await readBody(req, LIMITS.authBody);
  if (!read.ok) throw errors.tooLarge();
  let parsed: unknown;
  try {
    parsed = parseJson(read.bytes);
  } catch (error) {
    throw errors.badJson((error as Error).message);
  }
  if (parsed === undefined) return {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw errors.badJson('expected a JSON object');
  return parsed as Body;
}

/** The e-mail-link variant of /verify: 303 to redirect_to with the session (or error) in the fragment. */
async function verifyLink(ctx: StackContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const redirect = allowedRedirect(ctx, url.searchParams.get('redirect_to'));
  let fragment: URLSearchParams;
  try {
    const { session, type } = await verify(ctx, clientIp(req), { token_hash: url.searchParams.get('token') ?? '', type: url.searchParams.get('type') ?? '' });
    fragment = new URLSearchParams({
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type,
    });
  } catch (error) {
    const e = error instanceof AuthError ? error : errors.validation('verification failed');
    fragment = new URLSearchParams({ error: 'access_denied', error_code: e.code, error_description: e.message });
  }
  send(res, 303, { Location: `${redirect.split('#')[0]}#${fragment.toString()}` }, '');
}

/** /auth/v1/*: the GoTrue endpoints the app uses, plus admin users and captured mails. */
export async function handleAuth(ctx: StackContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const path = url.pathname.replace(/^\/auth\/v1/, '') || '/';
  try {
    if (path === '/health' && method === 'GET') return sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'local stand-in' });
    if (path === '/settings' && method === 'GET') return sendJson(res, 200, SETTINGS);
    if (path === '/verify' && method === 'GET') return await verifyLink(ctx, req, res, url);
    if (path === '/user' && method === 'GET') return sendJson(res, 200, await getUser(ctx, req));
    if (path === '/reauthenticate' && method === 'GET') return sendJson(res, 200, await reauthenticate(ctx, req));
    if (path === '/authorize' && method === 'GET') {
      throw errors.validation('Unsupported provider: provider is not enabled');
    }
    if (path === '/_local/mails') {
      await requireAdmin(ctx, req);
      if (method === 'DELETE') ctx.mails.clear();
      return sendJson(res, 200, ctx.mails.list());
    }
    const body = method === 'GET' || method === 'HEAD' ? {} : await jsonBody(req);
    if (path.startsWith('/admin/')) {
      await requireAdmin(ctx, req);
      const [status, json, headers] = await adminRoute(ctx, method, path, url, body);
      return sendJson(res, status, json, headers);
    }
    if (method !== 'POST' && !(path === '/user' && method === 'PUT')) throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
    switch (path) {
      case '/token':
        return sendJson(res, 200, await tokenGrant(ctx, req, url.searchParams.get('grant_type'), body));
      case '/logout':
        await logout(ctx, req, url.searchParams.get('scope'));
        return send(res, 204, {});
      case '/user':
        return sendJson(res, 200, await updateUser(ctx, req, body));
      case '/signup':
        throw errors.signupDisabled();
      case '/recover':
        return sendJson(res, 200, await recover(ctx, url, body));
      case '/otp':
        return sendJson(res, 200, await otp(ctx, url, body));
      case '/verify':
        return sendJson(res, 200, (await verify(ctx, clientIp(req), body)).session);
      case '/resend':
        throw errors.signupDisabled();
      default:
        throw new AuthError(404, 'not_found', 'Not found');
    }
  } catch (error) {
    if (error instanceof AuthError) return sendAuthError(req, res, error);
    ctx.log(`auth ${method} ${path}: ${(error as Error).stack ?? String(error)}`);
    sendAuthError(req, res, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'));
  }
}
