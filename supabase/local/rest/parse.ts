import { parseError } from './errors.ts';
import { limitError, QUERY_LIMITS } from './limits.ts';
import { checkPattern } from './pattern.ts';

const FILTER_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in', 'cs', 'cd', 'ov'] as const;
type FilterOp = (typeof FILTER_OPS)[number];

export interface Filter {
  kind: 'filter';
  column: string;
  op: FilterOp;
  negate: boolean;
  /** Raw text value; a list for `in`. */
  value: string | string[];
}

interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  items: Condition[];
}

export type Condition = Filter | Logic;

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

export interface SelectItem {
  column: string;
  alias: string;
  cast: string | null;
}

/** `null` select means `*`. */
export interface ParsedQuery {
  select: SelectItem[] | null;
  where: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  onConflict: string[] | null;
  columns: string[] | null;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'or', 'and', 'not.or', 'not.and']);
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Parses PostgREST's query-string grammar (the subset supabase-js produces for flat tables). */
export function parseQuery(params: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = { select: null, where: [], order: [], limit: null, offset: null, onConflict: null, columns: null };
  for (const [key, value] of params) {
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'order') query.order = parseOrder(value);
    else if (key === 'limit') query.limit = parseCount('limit', value);
    else if (key === 'offset') query.offset = parseCount('offset', value);
    else if (key === 'on_conflict') query.onConflict = splitList(value).map((c) => identifier(c, 'on_conflict'));
    else if (key === 'columns') query.columns = splitList(value).map((c) => identifier(unquote(c), 'columns'));
    else if (RESERVED.has(key)) {
      const negate = key.startsWith('not.');
      query.where.push(parseLogic(negate ? key.slice(4) : key, negate, value, 1));
    } else {
      if (!IDENT.test(key)) throw parseError('filter', `unexpected column "${key}" (embedded filters are not supported)`);
      query.where.push(parseFilter(key, value));
    }
  }
  return query;
}

function parseCount(name: string, value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw parseError(name, `"${value}" is not a non-negative integer`);
  return Number(value);
}

function identifier(name: string, where: string): string {
  const trimmed = name.trim();
  if (!IDENT.test(trimmed)) throw parseError(where, `unexpected "${trimmed}" expecting a column name`);
  return trimmed;
}

function unquote(value: string): string {
  const v = value.trim();
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v;
}

/** Splits on commas outside double quotes and parentheses. */
function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) current += text[++i];
      else if (ch === '"') quoted = false;
    } else if (ch === '"') {
      quoted = true;
      current += ch;
    } else if (ch === '(') {
      depth++;
      current += ch;
    } else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError('filter', `unexpected ")" in "${text}"`);
      current += ch;
    } else if (ch === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted || depth !== 0) throw parseError('filter', `unbalanced quotes or parentheses in "${text}"`);
  items.push(current);
  return items;
}

function parseSelect(text: string): SelectItem[] | null {
  const items = splitList(text.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ''));
  if (items.length === 1 && items[0] === '*') return null;
  return items.map((item) => {
    if (item === '*') return { column: '*', alias: '*', cast: null };
    const match = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_]*)(?:::([A-Za-z_][A-Za-z0-9_]*(?:\[\])?))?$/.exec(item);
    if (!match) {
      throw parseError('select', `unexpected "${item}": embedded resources and JSON paths are not supported by the local stack`);
    }
    const column = match[2] as string;
    return { column, alias: match[1] ?? column, cast: match[3] ?? null };
  });
}

function parseOrder(text: string): OrderTerm[] {
  return splitList(text).map((term) => {
    const [column = '', ...mods] = term.trim().split('.');
    const result: OrderTerm = { column: identifier(column, 'order'), descending: false, nulls: null };
    for (const mod of mods) {
      if (mod === 'asc') result.descending = false;
      else if (mod === 'desc') result.descending = true;
      else if (mod === 'nullsfirst') result.nulls = 'first';
      else if (mod === 'nullslast') result.nulls = 'last';
      else throw parseError('order', `unexpected "${mod}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
    }
    return result;
  });
}

/** `<op>.<value>` or `not.<op>.<value>` for one column. */
function parseFilter(column: string, text: string): Filter {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOp;
  if (!FILTER_OPS.includes(op)) {
    throw parseError(`filter (${column}=${text})`, `unknown or unsupported operator "${dot < 0 ? rest : rest.slice(0, dot)}"`);
  }
  if (dot < 0) throw parseError(`filter (${column}=${text})`, `missing value after operator "${op}"`);
  const raw = rest.slice(dot + 1);
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`filter (${column}=${text})`, 'expecting a list like in.(a,b)');
    const inner = raw.slice(1, -1);
    return { kind: 'filter', column, op, negate, value: inner === '' ? [] : splitList(inner).map(unquote) };
  }
  if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(raw.toLowerCase())) {
    throw parseError(`filter (${column}=${text})`, 'expecting null, not_null, true, false or unknown after "is"');
  }
  const value = unquote(raw);
  if (op === 'match' || op === 'imatch') {
    const refused = checkPattern(value);
    if (refused) {
      throw limitError(`"failed to parse filter (${column}=${text})"`, refused, 'match/imatch take regular expressions without back-references or lookaround, up to 100 characters.');
    }
  }
  return { kind: 'filter', column, op, negate, value };
}

/** `or=(a.eq.1,b.gt.2,and(c.eq.3,d.eq.4))`; `depth` counts the enclosing trees, this one included. */
function parseLogic(op: string, negate: boolean, text: string, depth: number): Logic {
  if (depth > QUERY_LIMITS.logicDepth) {
    throw limitError(
      'Logic tree nested too deeply',
      `or/and/not trees nest more than ${QUERY_LIMITS.logicDepth} levels deep.`,
      'Flatten the conditions: a or (b or c) is the same as or(a,b,c).',
    );
  }
  if (!text.startsWith('(') || !text.endsWith(')')) throw parseError(`logic tree (${op}=${text})`, 'expecting "(" ... ")"');
  const items = splitList(text.slice(1, -1)).map((item): Condition => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) return parseLogic(nested[2] as string, Boolean(nested[1]), nested[3] as string, depth + 1);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(`logic tree (${op}=${text})`, `unexpected "${item}"`);
    return parseFilter(identifier(item.slice(0, dot), 'logic tree'), item.slice(dot + 1));
  });
  return { kind: 'logic', op: op as 'and' | 'or', negate, items };
}
