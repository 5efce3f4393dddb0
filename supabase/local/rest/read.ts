import type { LocalDatabase } from '../db/database.ts';
import { RestError } from './errors.ts';
import { JSON_TYPE, OBJECT_TYPE, singularError, tableOf, type RestReply, type RestRequest } from './request.ts';
import { ident, orderSql, Params, projectionSql, whereSql, type Target } from './sql.ts';

/** Hosted Supabase caps unlimited selects (db-max-rows). */
export const MAX_ROWS = 1000;

interface ResultRow {
  body: string;
  first: string | null;
  n: number;
}

/** GET/HEAD /rest/v1/<table>: select with filters, order, paging, counts and `.single()`. */
export async function readRows(db: LocalDatabase, req: RestRequest): Promise<RestReply> {
  const table = tableOf(req);
  const target: Target = { table, name: table.name, qualifier: '' };
  const from = `"public".${ident(table.name)}`;
  let offset = req.query.offset ?? 0;
  let limit = req.query.limit;
  if (req.range) {
    const rangeLimit = req.range.to === null ? null : Math.max(0, req.range.to - req.range.from + 1);
    offset = Math.max(offset, req.range.from);
    limit = limit === null ? rangeLimit : rangeLimit === null ? limit : Math.min(limit, rangeLimit);
  }
  const effectiveLimit = Math.min(limit ?? MAX_ROWS, MAX_ROWS);

  const params = new Params();
  const projection = projectionSql(req.query.select, target);
  const where = whereSql(req.query.where, target, params);
  const order = orderSql(req.query.order, target);
  const sql =
    `select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r) -> 0)::text as first, count(*)::int as n ` +
    `from (select ${projection} from ${from}${where}${order} limit ${params.add(effectiveLimit)} offset ${params.add(offset)}) _r`;
  const countParams = new Params();
  const countSql = `select count(*)::int as total from ${from}${whereSql(req.query.where, target, countParams)}`;

  const { result, total } = await db.asRequest(req.ctx, async (tx) => {
    const rows = await tx.query<ResultRow>(sql, params.values);
    const counted = req.prefer.count ? await tx.query<{ total: number }>(countSql, countParams.values) : null;
    return { result: rows.rows[0] as ResultRow, total: counted?.rows[0]?.total ?? null };
  });

  const headers: Record<string, string> = {
    'Content-Range': contentRange(offset, result.n, total),
    'Content-Type': req.single ? OBJECT_TYPE : JSON_TYPE,
  };
  if (req.prefer.count) headers['Preference-Applied'] = `count=${req.prefer.count}`;
  if (total !== null && offset > 0 && offset >= total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      { 'Content-Range': `*/${total}` },
    );
  }
  if (req.single) {
    if (result.n !== 1) throw singularError(result.n);
    return { status: 200, headers, body: result.first ?? 'null' };
  }
  const partial = total !== null && result.n < total;
  return { status: partial ? 206 : 200, headers, body: result.body };
}

export function contentRange(offset: number, rows: number, total: number | null): string {
  const suffix = total === null ? '*' : String(total);
  return rows === 0 ? `*/${suffix}` : `${offset}-${offset + rows - 1}/${suffix}`;
}
