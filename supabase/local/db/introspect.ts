import type { Tx } from './database.ts';

type Queryable = Pick<Tx, 'query'>;

export interface ColumnInfo {
  name: string;
  /** format_type(), e.g. "numeric(12,2)", "text[]", "timestamp with time zone". */
  type: string;
  /** pg_type.typname of the column, or of the element for arrays ("_text" -> "text"). */
  baseType: string;
  isArray: boolean;
  nullable: boolean;
  hasDefault: boolean;
  identity: 'always' | 'by_default' | null;
  generated: boolean;
}

export interface Relationship {
  name: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface TableInfo {
  name: string;
  kind: 'table' | 'view';
  columns: ColumnInfo[];
  primaryKey: string[];
  relationships: Relationship[];
}

export interface FunctionArg {
  name: string;
  type: string;
  baseType: string;
  isArray: boolean;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnBaseType: string;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** The result is a row type (composite, TABLE(...) or record). */
  returnsRows: boolean;
}

export interface SchemaCache {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
}

interface ColumnRow {
  table_name: string;
  relkind: string;
  name: string;
  type: string;
  typname: string;
  element: string | null;
  nullable: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  arg_typnames: string[];
  defaults: number;
  returns_set: boolean;
  return_type: string;
  return_typname: string;
  return_typtype: string;
}

/** Reads tables, views and functions of the public schema (PostgREST's "schema cache"). */
export async function introspect(pg: Queryable, schema = 'public'): Promise<SchemaCache> {
  const columns = await pg.query<ColumnRow>(
    `select c.relname as table_name, c.relkind, a.attname as name,
            format_type(a.atttypid, a.atttypmod) as type, t.typname, et.typname as element,
            not a.attnotnull as nullable, a.atthasdef as has_default,
            a.attidentity::text as identity, a.attgenerated::text as generated
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [schema],
  );
  const keys = await pg.query<{ table_name: string; columns: string[] }>(
    `select c.relname as table_name, array_agg(a.attname::text order by k.ord) as columns
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where i.indisprimary and n.nspname = $1
      group by c.relname`,
    [schema],
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns.rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, kind: row.relkind === 'v' || row.relkind === 'm' ? 'view' : 'table', columns: [], primaryKey: [], relationships: [] };
      tables.set(row.table_name, table);
    }
    table.columns.push({
      name: row.name,
      type: row.type,
      baseType: row.element ?? row.typname,
      isArray: row.element !== null,
      nullable: row.nullable,
      hasDefault: row.has_default,
      identity: row.identity === 'a' ? 'always' : row.identity === 'd' ? 'by_default' : null,
      generated: row.generated !== '',
    });
  }
  for (const key of keys.rows) {
    const table = tables.get(key.table_name);
    if (table) table.primaryKey = key.columns;
  }
  const foreignKeys = await pg.query<{ table_name: string; name: string; columns: string[]; ref_table: string; ref_columns: string[]; one_to_one: boolean }>(
    `select c.relname as table_name, con.conname as name,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(n, o)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.o) as columns,
            rc.relname as ref_table,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(n, o)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.o) as ref_columns,
            exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                      and i.indkey::int2[] @> con.conkey and i.indkey::int2[] <@ con.conkey) as one_to_one
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid
       join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by c.relname, con.conname`,
    [schema],
  );
  for (const fk of foreignKeys.rows) {
    tables.get(fk.table_name)?.relationships.push({
      name: fk.name,
      columns: fk.columns,
      isOneToOne: fk.one_to_one,
      referencedRelation: fk.ref_table,
      referencedColumns: fk.ref_columns,
    });
  }
  return { tables, functions: await introspectFunctions(pg, schema) };
}

async function introspectFunctions(pg: Queryable, schema: string): Promise<Map<string, FunctionInfo[]>> {
  const result = await pg.query<FunctionRow>(
    `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
            array(select format_type(x, null) from unnest(p.proargtypes::oid[]) with ordinality u(x, o) order by o) as arg_types,
            array(select coalesce(et.typname, t.typname)::text
                    from unnest(p.proargtypes::oid[]) with ordinality u(x, o)
                    join pg_type t on t.oid = u.x
                    left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
                   order by o) as arg_typnames,
            p.pronargdefaults as defaults, p.proretset as returns_set,
            format_type(p.prorettype, null) as return_type, rt.typname as return_typname,
            rt.typtype::text as return_typtype
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
      order by p.proname, p.oid`,
    [schema],
  );
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of result.rows) {
    const names = (row.arg_names ?? []).filter((_, i) => !row.arg_modes || ['i', 'b', 'v'].includes(row.arg_modes[i] ?? 'i'));
    const args = row.arg_types.map((type, i) => ({
      name: names[i] ?? '',
      type,
      baseType: row.arg_typnames[i] ?? type,
      isArray: type.endsWith('[]'),
      hasDefault: i >= row.arg_types.length - row.defaults,
    }));
    const info: FunctionInfo = {
      name: row.name,
      args,
      returnType: row.return_type,
      returnBaseType: row.return_typname,
      returnsSet: row.returns_set,
      returnsVoid: row.return_typname === 'void',
      returnsRows: row.return_typtype === 'c' || row.return_typname === 'record',
    };
    functions.set(row.name, [...(functions.get(row.name) ?? []), info]);
  }
  return functions;
}
