import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StackContext } from '../context.ts';
import { LIMITS } from '../context.ts';
import { readBody } from '../http/body.ts';
import { ADDRESS_HEADERS, addressHeaders } from '../http/jwt.ts';
import { send, sendJson } from '../http/respond.ts';

type FunctionHandler = (req: Request) => Promise<Response> | Response;

/** Reads a setting of the function's environment. */
type FunctionEnv = (name: string) => string | undefined;

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', ...ADDRESS_HEADERS]);

/** Handlers per stack (each stack has its own URL and keys) and file. */
const loaded = new WeakMap<StackContext, Map<string, Promise<FunctionHandler>>>();

/**
 * The environment hosted Supabase gives every function (SUPABASE_URL, SUPABASE_ANON_KEY,
 * SUPABASE_SERVICE_ROLE_KEY) for this stack, over the process environment.
 */
async function platformEnv(ctx: StackContext): Promise<FunctionEnv> {
  const sign = (role: string) => ctx.keys.sign({ iss: 'supabase-demo', role, exp: Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 3600 });
  const platform: Record<string, string> = {
    SUPABASE_URL: ctx.baseUrl,
    SUPABASE_ANON_KEY: await sign('anon'),
    SUPABASE_SERVICE_ROLE_KEY: await sign('service_role'),
  };
  return (name) => platform[name] ?? process.env[name];
}

/**
 * A module's handler: `createHandler(env)` when the module exports it (so the function gets this
 * stack's platform environment), else its default export.
 */
async function loadHandler(ctx: StackContext, file: string): Promise<FunctionHandler> {
  const mod = (await import(pathToFileURL(file).href)) as { default?: unknown; createHandler?: unknown };
  if (typeof mod.createHandler === 'function') return (mod.createHandler as (env: FunctionEnv) => FunctionHandler)(await platformEnv(ctx));
  if (typeof mod.default !== 'function') throw new Error(`${file} has no default export function`);
  return mod.default as FunctionHandler;
}

function handlerFor(ctx: StackContext, file: string): Promise<FunctionHandler> {
  let handlers = loaded.get(ctx);
  if (!handlers) loaded.set(ctx, (handlers = new Map()));
  let handler = handlers.get(file);
  if (!handler) {
    handler = loadHandler(ctx, file);
    handlers.set(file, handler);
    handler.catch(() => handlers.delete(file));
  }
  return handler;
}

/**
 * /functions/v1/<name>[/...]: runs `<functionsDir>/<name>/handler.ts` (default export
 * `(req: Request) => Promise<Response>`) in-process. Like the platform, it verifies the JWT
 * (verify_jwt) except for OPTIONS, sets the client-address headers from the connection (a
 * client's own values are dropped) and passes method, other headers and body through unchanged;
 * the function owns its CORS headers and status codes.
 */
export async function handleFunction(ctx: StackContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const match = /^\/functions\/v1\/([A-Za-z0-9_-]+)(\/.*)?$/.exec(url.pathname);
  const name = match?.[1];
  const file = name ? join(ctx.functionsDir, name, 'handler.ts') : null;
  if (!name || !file || !existsSync(file)) {
    send(res, 404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Function not found');
    return;
  }
  const method = req.method ?? 'POST';
  if (method !== 'OPTIONS') {
    const header = req.headers.authorization;
    if (!header) return sendJson(res, 401, { msg: 'Error: Missing authorization header' });
    const bearer = /^Bearer\s+(\S+)$/i.exec(header);
    if (!bearer) return sendJson(res, 401, { msg: "Error: Auth header is not 'Bearer {token}'" });
    if (!(await ctx.keys.verify(bearer[1] as string)).ok) return sendJson(res, 401, { msg: 'Invalid JWT' });
  }
  const body = method === 'GET' || method === 'HEAD' ? null : await readBody(req, LIMITS.functionBody);
  if (body && !body.ok) return sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' });

  const handler = handlerFor(ctx, file);
  let response: Response;
  try {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined || HOP_BY_HOP.has(key)) continue;
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    for (const [key, value] of Object.entries(addressHeaders(req))) headers.set(key, value);
    const request = new Request(new URL(url.pathname + url.search, ctx.baseUrl), {
      method,
      headers,
      body: body && body.ok && body.bytes.length > 0 ? new Uint8Array(body.bytes) : undefined,
    });
    response = await (await handler)(request);
  } catch (error) {
    ctx.log(`function ${name}: ${(error as Error).stack ?? String(error)}`);
    return sendJson(res, 500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  if (!response.body || method === 'HEAD') {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}
