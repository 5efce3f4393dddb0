import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StackContext } from '../context.ts';
import { LIMITS } from '../context.ts';
import { readBody } from '../http/body.ts';
import { send, sendJson } from '../http/respond.ts';

export type FunctionHandler = (req: Request) => Promise<Response> | Response;

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade']);

const loaded = new Map<string, Promise<FunctionHandler>>();

async function loadHandler(file: string): Promise<FunctionHandler> {
  const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
  if (typeof mod.default !== 'function') throw new Error(`${file} has no default export function`);
  return mod.default as FunctionHandler;
}

/**
 * /functions/v1/<name>[/...]: runs `<functionsDir>/<name>/handler.ts` (default export
 * `(req: Request) => Promise<Response>`) in-process. Like the platform, it verifies the JWT
 * (verify_jwt) except for OPTIONS, and passes method, headers and body through unchanged; the
 * function owns its CORS headers and status codes.
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

  let handler = loaded.get(file);
  if (!handler) {
    handler = loadHandler(file);
    loaded.set(file, handler);
    handler.catch(() => loaded.delete(file));
  }
  let response: Response;
  try {
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value === undefined || HOP_BY_HOP.has(key)) continue;
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
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
