import { createHash } from 'node:crypto';
import type { StackContext } from '../context.ts';
import { becomeOwner, type RequestContext, type Tx } from '../db/database.ts';
import { storageErrors } from './errors.ts';

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** Bucket lookups run as the owner (no RLS), as the Storage API does. */
export async function findBucket(ctx: StackContext, id: string): Promise<Bucket> {
  const r = await ctx.db.transaction((tx) =>
    tx.query<Bucket>('select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id]),
  );
  const bucket = r.rows[0];
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

/** Object keys the Storage API accepts. */
const KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;

/** Normalises a path like storage-js does and checks the allowed characters. */
export function checkKey(raw: string): string {
  const key = raw.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
  if (key === '' || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw storageErrors.invalidKey(raw);
  return key;
}

export interface StoredUpload {
  bucket: string;
  key: string;
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  upsert: boolean;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Writes the object row as the caller's role (so the storage.objects policies decide) and then
 * its bytes as the owner, in one transaction.
 */
export async function putObject(ctx: StackContext, request: RequestContext, upload: StoredUpload): Promise<{ id: string }> {
  const now = new Date().toISOString();
  const eTag = `"${createHash('md5').update(upload.bytes).digest('hex')}"`;
  const metadata = {
    eTag,
    size: upload.bytes.byteLength,
    mimetype: upload.mimetype,
    cacheControl: upload.cacheControl,
    lastModified: now,
    contentLength: upload.bytes.byteLength,
    httpStatusCode: 200,
  };
  const sub = typeof request.claims.sub === 'string' ? request.claims.sub : null;
  const values = [upload.bucket, upload.key, sub, JSON.stringify(metadata), upload.userMetadata ? JSON.stringify(upload.userMetadata) : null, eTag];
  const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
                  values ($1, $2, $3::text::uuid, $3::text, $4, $5, $6)`;
  try {
    return await ctx.db.asRequest(request, async (tx: Tx) => {
      const sql = upload.upsert
        ? `${insert} on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
             version = excluded.version, owner = excluded.owner, owner_id = excluded.owner_id, updated_at = now() returning id`
        : `${insert} returning id`;
      const row = (await tx.query<{ id: string }>(sql, values)).rows[0];
      if (!row) throw storageErrors.internal('object row not written');
      await becomeOwner(tx);
      await tx.query(
        `insert into local_stack.object_data (object_id, data) values ($1, decode($2, 'base64'))
         on conflict (object_id) do update set data = excluded.data`,
        [row.id, Buffer.from(upload.bytes).toString('base64')],
      );
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw storageErrors.exists();
    throw error;
  }
}

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  metadata: Record<string, unknown> | null;
  updated_at: Date;
}

/** Reads an object of a public bucket, bypassing RLS like the public route does. */
export async function readPublicObject(ctx: StackContext, bucketId: string, key: string): Promise<{ row: ObjectRow; data: Uint8Array }> {
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket.public) throw storageErrors.noSuchBucket();
  const r = await ctx.db.transaction((tx) =>
    tx.query<ObjectRow & { data: string }>(
      `select o.id, o.name, o.bucket_id, o.metadata, o.updated_at, encode(d.data, 'base64') as data
         from storage.objects o join local_stack.object_data d on d.object_id = o.id
        where o.bucket_id = $1 and o.name = $2`,
      [bucketId, key],
    ),
  );
  const row = r.rows[0];
  if (!row) throw storageErrors.noSuchKey();
  // bytea travels as base64 text: several times faster through PGlite than binary parameters.
  return { row, data: new Uint8Array(Buffer.from(row.data, 'base64')) };
}

/** Reads an object through the caller's SELECT policies (authenticated download). */
export async function readObjectAs(ctx: StackContext, request: RequestContext, bucketId: string, key: string): Promise<{ row: ObjectRow; data: Uint8Array }> {
  await findBucket(ctx, bucketId);
  const found = await ctx.db.asRequest(request, async (tx) => {
    const row = (await tx.query<ObjectRow>('select id, name, bucket_id, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2', [bucketId, key])).rows[0];
    if (!row) return null;
    await becomeOwner(tx);
    const data = (await tx.query<{ data: string }>(`select encode(data, 'base64') as data from local_stack.object_data where object_id = $1`, [row.id])).rows[0];
    return data ? { row, data: new Uint8Array(Buffer.from(data.data, 'base64')) } : null;
  });
  if (!found) throw storageErrors.noSuchKey();
  return found;
}

/** DELETE … RETURNING * as the caller: rows the policies hide are skipped, not errors. */
export async function removeObjects(ctx: StackContext, request: RequestContext, bucketId: string, keys: string[]): Promise<unknown[]> {
  await findBucket(ctx, bucketId);
  return ctx.db.asRequest({ ...request, settings: { 'storage.allow_delete_query': 'true' } }, async (tx) => {
    const r = await tx.query<{ row: unknown }>(
      `with deleted as (delete from storage.objects where bucket_id = $1 and name = any($2) returning *)
       select to_json(d) as row from (select name, bucket_id, owner, owner_id, id, version, created_at, updated_at,
                                             last_accessed_at, metadata, user_metadata from deleted) d`,
      [bucketId, keys],
    );
    return r.rows.map((x) => x.row);
  });
}

/** Objects and folders directly under a prefix, as the caller may see them. */
export async function listObjects(
  ctx: StackContext,
  request: RequestContext,
  bucketId: string,
  options: { prefix: string; limit: number; offset: number; search: string; sortColumn: string; descending: boolean },
): Promise<unknown[]> {
  await findBucket(ctx, bucketId);
  const prefix = options.prefix.replace(/^\/+|\/+$/g, '');
  const base = prefix ? `${prefix}/` : '';
  const rows = await ctx.db.asRequest(request, (tx) =>
    tx.query<{ name: string; id: string; created_at: Date; updated_at: Date; last_accessed_at: Date; metadata: unknown }>(
      `select name, id, created_at, updated_at, last_accessed_at, metadata from storage.objects
        where bucket_id = $1 and starts_with(name, $2) limit 10000`,
      [bucketId, base],
    ),
  );
  const entries = new Map<string, Record<string, unknown>>();
  for (const row of rows.rows) {
    const rest = row.name.slice(base.length);
    const slash = rest.indexOf('/');
    const name = slash >= 0 ? rest.slice(0, slash) : rest;
    if (options.search && !name.toLowerCase().includes(options.search.toLowerCase())) continue;
    if (slash >= 0) {
      if (!entries.has(name)) entries.set(name, { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    } else {
      entries.set(name, { name, id: row.id, updated_at: row.updated_at.toISOString(), created_at: row.created_at.toISOString(),
        last_accessed_at: row.last_accessed_at.toISOString(), metadata: row.metadata });
    }
  }
  const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(options.sortColumn) ? options.sortColumn : 'name';
  const sorted = [...entries.values()].sort((a, b) => String(a[column] ?? '').localeCompare(String(b[column] ?? '')));
  if (options.descending) sorted.reverse();
  return sorted.slice(options.offset, options.offset + options.limit);
}
