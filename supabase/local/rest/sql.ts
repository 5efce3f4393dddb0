import type { TableInfo } from '../db/introspect.ts';
import { RestError } from './errors.ts';
import type { Condition, Filter, OrderTerm, SelectItem } from './parse.ts';

/** Quotes an SQL identifier ("a""b"). */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Collects bound parameters; values never become SQL text. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISON: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike',
  match: '~', imatch: '~*', isdistinct: 'is distinct from', cs: '@>', cd: '<@', ov: '&&',
};

function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

/** Checks that a column exists (PostgREST answers 42703 for unknown columns). */
function checkColumn(table: TableInfo | null, tableName: string, column: string): void {
  if (table && !table.columns.some((c) => c.name === column)) throw unknownColumn(tableName, column);
}

export interface Target {
  /** Table info for column checks; null for RPC results. */
  table: TableInfo | null;
  name: string;
  /** SQL prefix for column references, e.g. `_t.`; empty for none. */
  qualifier: string;
}

function filterSql(f: Filter, target: Target, params: Params): string {
  checkColumn(target.table, target.name, f.column);
  const column = `${target.qualifier}${ident(f.column)}`;
  let sql: string;
  if (f.op === 'is') {
    const value = (f.value as string).toLowerCase();
    sql = value === 'not_null' ? `${column} is not null` : `${column} is ${value}`;
  } else if (f.op === 'in') {
    const list = f.value as string[];
    sql = list.length === 0 ? 'false' : `${column} = any(${params.add(list)})`;
  } else {
    let value = f.value as string;
    if (f.op === 'like' || f.op === 'ilike') value = value.replace(/\*/g, '%');
    sql = `${column} ${COMPARISON[f.op]} ${params.add(value)}`;
  }
  return f.negate ? `not (${sql})` : sql;
}

function conditionSql(c: Condition, target: Target, params: Params): string {
  if (c.kind === 'filter') return filterSql(c, target, params);
  const parts = c.items.map((item) => conditionSql(item, target, params));
  const sql = parts.length === 0 ? 'true' : `(${parts.join(c.op === 'and' ? ' and ' : ' or ')})`;
  return c.negate ? `not ${sql}` : sql;
}

export function whereSql(conditions: Condition[], target: Target, params: Params): string {
  if (conditions.length === 0) return '';
  return ` where ${conditions.map((c) => conditionSql(c, target, params)).join(' and ')}`;
}

export function orderSql(order: OrderTerm[], target: Target): string {
  if (order.length === 0) return '';
  const terms = order.map((o) => {
    checkColumn(target.table, target.name, o.column);
    const nulls = o.nulls ? ` nulls ${o.nulls}` : '';
    return `${target.qualifier}${ident(o.column)} ${o.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

/** The projection for `select=`: `*` expands to the table's columns. */
export function projectionSql(select: SelectItem[] | null, target: Target): string {
  if (!select) {
    return target.table ? target.table.columns.map((c) => `${target.qualifier}${ident(c.name)}`).join(', ') : '*';
  }
  return select
    .flatMap((item) => {
      if (item.column === '*') return [projectionSql(null, target)];
      checkColumn(target.table, target.name, item.column);
      // The parser only lets a single type word (letters, digits, _) with an optional [] through.
      const cast = item.cast ? `::${item.cast}` : '';
      return [`${target.qualifier}${ident(item.column)}${cast} as ${ident(item.alias)}`];
    })
    .join(', ');
}
