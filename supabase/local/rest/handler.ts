import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StackContext } from '../context.ts';
import { LIMITS } from '../context.ts';
import { JsonTooDeep, MAX_JSON_DEPTH, parseJson, readBody } from '../http/body.ts';
import { headerObject, requestClaims, roleOf } from '../http/jwt.ts';
import { send, sendJson } from '../http/respond.ts';
import { RestError, toRestError } from './errors.ts';
import { checkQueryLimits } from './limits.ts';
import { parseQuery } from './parse.ts';
import { readRows } from './read.ts';
import { parsePrefer, Rollback, type RestReply, type RestRequest } from './request.ts';
import { callFunction } from './rpc.ts';
import { deleteRows, insertRows, updateRows } from './write.ts';

function sendError(res: ServerResponse, error: RestError, method: string): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8', ...error.headers };
  if (error.status === 401) {
    headers['WWW-Authenticate'] = error.code === 'PGRST301'
      ? `Bearer error="invalid_token", error_description="${error.message}"`
      : 'Bearer';
  }
  send(res, error.status, headers, method === 'HEAD' ? undefined : JSON.stringify(error.body()));
}

function parseRange(header: string | undefined): RestRequest['range'] {
  const match = header ? /^\s*(\d+)-(\d*)\s*$/.exec(header) : null;
  if (!match) return null;
  return { from: Number(match[1]), to: match[2] ? Number(match[2]) : null };
}

/** /rest/v1/*: a PostgREST 12 subset on PGlite, every query run as the JWT's role. */
export async function handleRest(ctx: StackContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const path = url.pathname.replace(/^\/rest\/v1/, '');
  let role = 'anon';
  try {
    const auth = await requestClaims(req, ctx.keys);
    if (!auth.ok) throw new RestError(401, 'PGRST301', auth.message);
    const apiRole = roleOf(auth.claims);
    if (!apiRole) throw new RestError(403, '42501', `permission denied to set role "${String(auth.claims.role)}"`);
    role = apiRole;

    const profile = (method === 'GET' || method === 'HEAD' ? req.headers['accept-profile'] : req.headers['content-profile']) as string | undefined;
    if (profile && profile !== 'public') {
      throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
    const rpc = /^\/rpc\/([^/]+)$/.exec(path);
    const table = /^\/([^/]+)$/.exec(path);
    if (path === '/' || path === '') {
      sendJson(res, 200, { swagger: '2.0', info: { title: 'local PostgREST subset' }, paths: Object.fromEntries([...ctx.schema.tables.keys()].map((t) => [`/${t}`, {}])) });
      return;
    }
    if (!rpc && !table) throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);

    let body: unknown;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'DELETE') {
      const read = await readBody(req, LIMITS.restBody);
      if (!read.ok) {
        throw new RestError(413, 'PGRST413', 'Payload Too Large', `The request body must not be larger than ${LIMITS.restBody} bytes.`);
      }
      try {
        body = parseJson(read.bytes);
      } catch (error) {
        if (error instanceof JsonTooDeep) {
          throw new RestError(400, 'PGRST102', 'JSON body nested too deeply', `Arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep.`, 'Send a flatter JSON body.');
        }
        throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      }
    }
    const readOnly = method === 'GET' || method === 'HEAD';
    const name = decodeURIComponent((rpc ?? table)?.[1] ?? '');
    const query = parseQuery(url.searchParams);
    checkQueryLimits(query, rpc ? 1 : (ctx.schema.tables.get(name)?.columns.length ?? 1));
    const request: RestRequest = {
      method,
      name,
      query,
      searchParams: url.searchParams,
      prefer: parsePrefer(req.headers.prefer),
      single: (req.headers.accept ?? '').includes('application/vnd.pgrst.object+json'),
      range: parseRange(req.headers.range),
      body,
      ctx: { role: apiRole, claims: auth.claims, method, path: url.pathname, headers: headerObject(req), readOnly },
      cache: ctx.schema,
    };
    let reply: RestReply;
    if (rpc) {
      if (!['GET', 'HEAD', 'POST'].includes(method)) throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      reply = await callFunction(ctx.db, request);
    } else if (readOnly) reply = await readRows(ctx.db, request);
    else if (method === 'POST') reply = await insertRows(ctx.db, request);
    else if (method === 'PATCH') reply = await updateRows(ctx.db, request);
    else if (method === 'DELETE') reply = await deleteRows(ctx.db, request);
    else throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

    send(res, reply.status, { 'Content-Profile': 'public', ...reply.headers }, method === 'HEAD' ? undefined : reply.body);
  } catch (error) {
    const restError = error instanceof Rollback ? error.reply : toRestError(error, role);
    if (restError.status >= 500) ctx.log(`rest ${method} ${url.pathname}: ${restError.message} ${restError.details ?? ''}`);
    sendError(res, restError, method);
  }
}
