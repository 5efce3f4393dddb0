import type { RequestContext } from '../db/database.ts';
import type { SchemaCache, TableInfo } from '../db/introspect.ts';
import type { Headers } from '../http/respond.ts';
import { RestError } from './errors.ts';
import type { ParsedQuery } from './parse.ts';

/** Preferences from the Prefer header (comma separated, `key=value`). */
export interface Prefer {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
}

export function parsePrefer(header: string | string[] | undefined): Prefer {
  const prefer: Prefer = { return: null, count: null, resolution: null, missing: null };
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(',')) {
    const [key, value] = part.trim().split('=').map((s) => s.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) prefer.return = value;
    if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) prefer.count = value;
    if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) prefer.resolution = value;
    if (key === 'missing' && (value === 'default' || value === 'null')) prefer.missing = value;
  }
  return prefer;
}

/** Everything a REST operation needs, parsed once by the handler. */
export interface RestRequest {
  method: string;
  name: string;
  query: ParsedQuery;
  searchParams: URLSearchParams;
  prefer: Prefer;
  /** Accept: application/vnd.pgrst.object+json (supabase-js `.single()`). */
  single: boolean;
  range: { from: number; to: number | null } | null;
  body: unknown;
  ctx: RequestContext;
  cache: SchemaCache;
}

export interface RestReply {
  status: number;
  headers: Headers;
  /** JSON text; undefined for an empty body. */
  body?: string;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export function tableOf(req: RestRequest): TableInfo {
  const table = req.cache.tables.get(req.name);
  if (!table) {
    throw new RestError(404, '42P01', `relation "public.${req.name}" does not exist`);
  }
  return table;
}

/** The PGRST116 error for `.single()` when the result is not exactly one row. */
export function singularError(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);
}

/** Thrown inside a transaction to roll it back and answer with a prepared reply. */
export class Rollback extends Error {
  readonly reply: RestError;

  constructor(reply: RestError) {
    super(reply.message);
    this.reply = reply;
  }
}
