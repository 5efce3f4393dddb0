import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleAuth } from '../auth/handler.ts';
import type { StackContext } from '../context.ts';
import { handleFunction } from '../functions/handler.ts';
import { handleRest } from '../rest/handler.ts';
import { handleStorage } from '../storage/handler.ts';
import { setCorsHeaders } from './cors.ts';
import type { FrontDoor } from './origins.ts';
import { addVary, send, sendJson } from './respond.ts';

/**
 * The HTTP front door: first who may ask (see origins.ts: a Host addressing this server on
 * loopback, and an allowed Origin or none), then CORS and preflight for every prefix, then auth,
 * rest, storage or functions. Requests that arrive before the database is ready wait for it.
 * Whatever a handler throws becomes a 500; a bad request never takes the server down.
 */
export function createStackServer(ready: Promise<StackContext>, log: (line: string) => void, door: FrontDoor): Server {
  return createServer((req, res) => {
    void route(ready, req, res, log, door).catch((error: unknown) => {
      log(`unhandled ${req.method} ${req.url}: ${(error as Error)?.stack ?? String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { code: 'unexpected_failure', message: 'Internal server error' });
      else res.destroy();
    });
  });
}

/** A refusal of the front door: JSON that no page can read (no CORS headers) or sniff as anything else. */
function refuse(res: ServerResponse, code: 'forbidden_host' | 'forbidden_origin', message: string): void {
  sendJson(res, 403, { code, message }, { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store', Vary: 'Origin' });
}

/**
 * Refuses (403) a request this stack must not serve: one addressed to another name (DNS
 * rebinding: a foreign page whose name now resolves to 127.0.0.1) or sent by a page of an origin
 * not allowed. Runs before any handler, OPTIONS preflights and /functions/v1/ included.
 */
function refused(req: IncomingMessage, res: ServerResponse, door: FrontDoor, log: (line: string) => void): boolean {
  const local = { address: req.socket.localAddress, port: req.socket.localPort };
  if (!door.hostAllowed(req.headers.host, local)) {
    log(`refused ${req.method} ${req.url}: Host ${JSON.stringify(req.headers.host ?? null)}`);
    refuse(res, 'forbidden_host', `This local backend answers only requests addressed to localhost, 127.0.0.1 or [::1] on port ${local.port}.`);
    return true;
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !door.originAllowed(origin)) {
    log(`refused ${req.method} ${req.url}: Origin ${JSON.stringify(origin)} (allowed: ${door.allowedOrigins.join(' ')})`);
    refuse(
      res,
      'forbidden_origin',
      'Pages of this origin may not use this local backend. Allowed origins are set with LOCAL_ALLOWED_ORIGINS, ' +
        '`npm run backend -- --allow-origin <origin>` or the allowedOrigins option of startLocalStack.',
    );
    return true;
  }
  return false;
}

async function route(
  ready: Promise<StackContext>,
  req: IncomingMessage,
  res: ServerResponse,
  log: (line: string) => void,
  door: FrontDoor,
): Promise<void> {
  const started = Date.now();
  res.on('finish', () => log(`${req.method} ${req.url} -> ${res.statusCode} (${Date.now() - started} ms)`));
  if (refused(req, res, door, log)) return;
  addVary(res, 'Origin');
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://local');
  } catch {
    return send(res, 400, { 'Content-Type': 'text/plain' }, 'Bad request');
  }
  const isFunction = url.pathname.startsWith('/functions/v1/');
  if (!isFunction) setCorsHeaders(req, res);
  if (req.method === 'OPTIONS' && !isFunction) return send(res, 204, {});
  const ctx = await ready;
  if (url.pathname.startsWith('/auth/v1/')) return handleAuth(ctx, req, res, url);
  if (url.pathname.startsWith('/rest/v1/') || url.pathname === '/rest/v1') return handleRest(ctx, req, res, url);
  if (url.pathname.startsWith('/storage/v1/')) return handleStorage(ctx, req, res, url);
  if (isFunction) return handleFunction(ctx, req, res, url);
  if (url.pathname === '/' || url.pathname === '/health') return sendJson(res, 200, { name: 'wichtrey local supabase stack', status: 'ok' });
  sendJson(res, 404, { message: 'no Route matched with those values' });
}
