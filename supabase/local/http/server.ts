import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleAuth } from '../auth/handler.ts';
import type { StackContext } from '../context.ts';
import { handleFunction } from '../functions/handler.ts';
import { handleRest } from '../rest/handler.ts';
import { handleStorage } from '../storage/handler.ts';
import { setCorsHeaders } from './cors.ts';
import { send, sendJson } from './respond.ts';

/**
 * The HTTP front door: CORS and preflight for every prefix, then auth, rest, storage or
 * functions. Requests that arrive before the database is ready wait for it. Whatever a handler
 * throws becomes a 500; a bad request never takes the server down.
 */
export function createStackServer(ready: Promise<StackContext>, log: (line: string) => void): Server {
  return createServer((req, res) => {
    void route(ready, req, res, log).catch((error: unknown) => {
      log(`unhandled ${req.method} ${req.url}: ${(error as Error)?.stack ?? String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { code: 'unexpected_failure', message: 'Internal server error' });
      else res.destroy();
    });
  });
}

async function route(ready: Promise<StackContext>, req: IncomingMessage, res: ServerResponse, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  res.on('finish', () => log(`${req.method} ${req.url} -> ${res.statusCode} (${Date.now() - started} ms)`));
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
