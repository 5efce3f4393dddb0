import type { LocalDatabase, Tx } from '../db/database.ts';
import type { TableInfo } from '../db/introspect.ts';
import { RestError } from './errors.ts';
import { contentRange } from './read.ts';
import { JSON_TYPE, OBJECT_TYPE, Rollback, singularError, tableOf, type RestReply, type RestRequest } from './request.ts';
import { ident, Params, projectionSql, whereSql, type Target } from './sql.ts';

interface WriteResult {
  body: string;
  first: string | null;
  n: number;
  inserted: number;
}

function invalidBody(message: string): RestError {
  return new RestError(400, 'PGRST102', message);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkPayloadColumns(table: TableInfo, columns: string[]): void {
  for (const column of columns) {
    if (!table.columns.some((c) => c.name === column)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`);
    }
  }
}

/** Wraps a write statement so that it returns the JSON of the affected rows (representation). */
function representationSql(write: string, req: RestRequest, table: TableInfo, withInserted: boolean): string {
  const target: Target = { table, name: table.name, qualifier: '' };
  const inserted = withInserted ? `(select count(*)::int from _w where "__pgrst_inserted")` : '0';
  return (
    `with _w as (${write}) select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r) -> 0)::text as first, ` +
    `count(*)::int as n, ${inserted} as inserted from (select ${projectionSql(req.query.select, target)} from _w) _r`
  );
}

async function run(db: LocalDatabase, req: RestRequest, sql: string, values: unknown[], representation: boolean): Promise<WriteResult> {
  return db.asRequest(req.ctx, async (tx: Tx) => {
    let result: WriteResult;
    if (representation) {
      result = (await tx.query<WriteResult>(sql, values)).rows[0] as WriteResult;
    } else {
      const r = await tx.query(sql, values);
      result = { body: '', first: null, n: r.affectedRows ?? 0, inserted: r.affectedRows ?? 0 };
    }
    if (req.single && result.n !== 1) throw new Rollback(singularError(result.n));
    return result;
  });
}

function reply(req: RestRequest, result: WriteResult, status: number, representation: boolean, range: string, applied: string[]): RestReply {
  const headers: Record<string, string> = { 'Content-Range': range };
  if (req.prefer.count) applied.push(`count=${req.prefer.count}`);
  if (applied.length > 0) headers['Preference-Applied'] = applied.join(', ');
  if (!representation) return { status, headers };
  headers['Content-Type'] = req.single ? OBJECT_TYPE : JSON_TYPE;
  return { status, headers, body: req.single ? (result.first ?? 'null') : result.body };
}

/** POST /rest/v1/<table>: insert, bulk insert and upsert. */
export async function insertRows(db: LocalDatabase, req: RestRequest): Promise<RestReply> {
  const table = tableOf(req);
  if (!isPlainObject(req.body) && !Array.isArray(req.body)) throw invalidBody('Empty or invalid json');
  const rows = Array.isArray(req.body) ? req.body : [req.body];
  if (!rows.every(isPlainObject)) throw invalidBody('Empty or invalid json');
  let columns = req.query.columns;
  if (!columns) {
    const first = Object.keys(rows[0] ?? {});
    const same = rows.every((r) => Object.keys(r).length === first.length && first.every((k) => k in r));
    if (!same) throw invalidBody('All object keys must match');
    columns = first;
  }
  checkPayloadColumns(table, columns);
  if (rows.length === 0) {
    return { status: 201, headers: { 'Content-Range': '*/*' }, body: req.prefer.return === 'representation' ? '[]' : undefined };
  }

  const params = new Params();
  const tableSql = `"public".${ident(table.name)}`;
  const cols = columns.map(ident).join(', ');
  let write =
    columns.length === 0
      ? `insert into ${tableSql} as _t default values`
      : `insert into ${tableSql} as _t (${cols}) select ${cols} from json_populate_recordset(null::${tableSql}, ${params.add(JSON.stringify(rows))}::json)`;
  const applied: string[] = [];
  if (req.prefer.resolution) {
    const conflict = req.query.onConflict ?? table.primaryKey;
    if (conflict.length === 0) throw new RestError(400, 'PGRST100', 'on_conflict requires a unique column');
    checkPayloadColumns(table, conflict);
    const updates = columns.filter((c) => !conflict.includes(c) || columns.length === conflict.length);
    write +=
      req.prefer.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` on conflict (${conflict.map(ident).join(', ')}) do nothing`
        : ` on conflict (${conflict.map(ident).join(', ')}) do update set ${updates.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
    applied.push(`resolution=${req.prefer.resolution}`);
  }
  const representation = req.prefer.return === 'representation';
  if (req.prefer.return) applied.push(`return=${req.prefer.return}`);
  const sql = representation
    ? representationSql(`${write} returning _t.*, (_t.xmax = 0) as "__pgrst_inserted"`, req, table, true)
    : write;
  const result = await run(db, req, sql, params.values, representation);
  const upsertedOnly = representation && req.prefer.resolution === 'merge-duplicates' && result.n > 0 && result.inserted === 0;
  const range = contentRange(0, 0, req.prefer.count ? result.n : null);
  return reply(req, result, upsertedOnly ? 200 : 201, representation, range, applied);
}

function requireFilters(req: RestRequest, verb: 'UPDATE' | 'DELETE'): void {
  if (req.query.where.length === 0) {
    throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  }
}

/** PATCH /rest/v1/<table>?<filters>. */
export async function updateRows(db: LocalDatabase, req: RestRequest): Promise<RestReply> {
  const table = tableOf(req);
  if (!isPlainObject(req.body)) throw invalidBody('Empty or invalid json');
  const columns = Object.keys(req.body);
  checkPayloadColumns(table, columns);
  requireFilters(req, 'UPDATE');
  const representation = req.prefer.return === 'representation';
  if (columns.length === 0) {
    return { status: representation ? 200 : 204, headers: { 'Content-Range': '*/*' }, body: representation ? '[]' : undefined };
  }
  const params = new Params();
  const tableSql = `"public".${ident(table.name)}`;
  const body = params.add(JSON.stringify(req.body));
  const set = columns.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ');
  const where = whereSql(req.query.where, { table, name: table.name, qualifier: '_t.' }, params);
  const write = `update ${tableSql} as _t set ${set} from json_populate_record(null::${tableSql}, ${body}::json) as _b${where}`;
  return finishFiltered(db, req, table, write, params, representation);
}

/** DELETE /rest/v1/<table>?<filters>. */
export async function deleteRows(db: LocalDatabase, req: RestRequest): Promise<RestReply> {
  const table = tableOf(req);
  requireFilters(req, 'DELETE');
  const params = new Params();
  const where = whereSql(req.query.where, { table, name: table.name, qualifier: '_t.' }, params);
  const write = `delete from "public".${ident(table.name)} as _t${where}`;
  return finishFiltered(db, req, table, write, params, req.prefer.return === 'representation');
}

async function finishFiltered(
  db: LocalDatabase,
  req: RestRequest,
  table: TableInfo,
  write: string,
  params: Params,
  representation: boolean,
): Promise<RestReply> {
  const sql = representation ? representationSql(`${write} returning _t.*`, req, table, false) : write;
  const result = await run(db, req, sql, params.values, representation);
  const applied = req.prefer.return ? [`return=${req.prefer.return}`] : [];
  const total = req.prefer.count ? String(result.n) : '*';
  const range = req.method === 'PATCH' && result.n > 0 ? `0-${result.n - 1}/${total}` : `*/${total}`;
  return reply(req, result, representation ? 200 : 204, representation, range, applied);
}
