import type { LocalDatabase } from '../db/database.ts';
import type { FunctionArg, FunctionInfo } from '../db/introspect.ts';
import { RestError } from './errors.ts';
import { contentRange, MAX_ROWS } from './read.ts';
import { JSON_TYPE, OBJECT_TYPE, singularError, type RestReply, type RestRequest } from './request.ts';
import { ident, orderSql, Params, whereSql, type Target } from './sql.ts';

const QUERY_KEYS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'or', 'and', 'not.or', 'not.and']);

function notFound(name: string, keys: string[], candidates: FunctionInfo[]): RestError {
  const list = keys.join(', ');
  const other = candidates[0];
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${list}) in the schema cache`,
    `Searched for the function public.${name} with parameters ${list || 'none'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    other ? `Perhaps you meant to call the function public.${other.name}(${other.args.map((a) => a.name).join(', ')})` : null,
  );
}

/** The argument object: the JSON body (POST) or the query parameters that are not modifiers (GET). */
function argumentsOf(req: RestRequest): Record<string, unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    const args: Record<string, unknown> = {};
    for (const [key, value] of req.searchParams) if (!QUERY_KEYS.has(key)) args[key] = value;
    return args;
  }
  if (req.body === undefined) return {};
  if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  return req.body as Record<string, unknown>;
}

function bindValue(arg: FunctionArg, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (arg.isArray && Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** POST (or GET/HEAD) /rest/v1/rpc/<function>. */
export async function callFunction(db: LocalDatabase, req: RestRequest): Promise<RestReply> {
  const args = argumentsOf(req);
  const keys = Object.keys(args);
  const candidates = req.cache.functions.get(req.name) ?? [];
  const fn = candidates.find(
    (f) => keys.every((k) => f.args.some((a) => a.name === k)) && f.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (!fn) throw notFound(req.name, keys, candidates);

  const params = new Params();
  const bound = fn.args
    .filter((a) => keys.includes(a.name))
    .map((a) => `${ident(a.name)} => ${params.add(bindValue(a, args[a.name]))}::${a.type}`);
  const call = `"public".${ident(fn.name)}(${bound.join(', ')})`;

  if (fn.returnsVoid) {
    await db.asRequest(req.ctx, (tx) => tx.query(`select ${call}`, params.values));
    return { status: 204, headers: { 'Content-Range': '*/*' } };
  }
  if (!fn.returnsSet) {
    const sql = fn.returnsRows ? `select to_json(_x)::text as body from ${call} _x` : `select to_json(${call})::text as body`;
    const row = await db.asRequest(req.ctx, async (tx) => (await tx.query<{ body: string | null }>(sql, params.values)).rows[0]);
    return { status: 200, headers: { 'Content-Type': JSON_TYPE, 'Content-Range': '0-0/*' }, body: row?.body ?? 'null' };
  }
  const target: Target = { table: null, name: fn.name, qualifier: '' };
  const source = fn.returnsRows ? `${call} _x` : `${call} as _x(value)`;
  const value = fn.returnsRows ? '_r' : '_r.value';
  const where = whereSql(req.query.where, target, params);
  const order = orderSql(req.query.order, target);
  const offset = req.query.offset ?? 0;
  const limit = Math.min(req.query.limit ?? MAX_ROWS, MAX_ROWS);
  const sql =
    `select coalesce(json_agg(${value}), '[]')::text as body, (json_agg(${value}) -> 0)::text as first, count(*)::int as n ` +
    `from (select * from ${source}${where}${order} limit ${params.add(limit)} offset ${params.add(offset)}) _r`;
  const row = await db.asRequest(req.ctx, async (tx) => (await tx.query<{ body: string; first: string | null; n: number }>(sql, params.values)).rows[0]);
  const n = row?.n ?? 0;
  if (req.single) {
    if (n !== 1) throw singularError(n);
    return { status: 200, headers: { 'Content-Type': OBJECT_TYPE, 'Content-Range': contentRange(offset, n, null) }, body: row?.first ?? 'null' };
  }
  return { status: 200, headers: { 'Content-Type': JSON_TYPE, 'Content-Range': contentRange(offset, n, null) }, body: row?.body ?? '[]' };
}
