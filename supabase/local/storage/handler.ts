import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StackContext } from '../context.ts';
import type { RequestContext } from '../db/database.ts';
import { StatementTimeout } from '../db/thread-client.ts';
import { parseJson, readBody } from '../http/body.ts';
import { headerObject, requestClaims, roleOf } from '../http/jwt.ts';
import { send, sendJson } from '../http/respond.ts';
import { sendStorageError, StorageError, storageErrors } from './errors.ts';
import { checkKey, findBucket, listObjects, putObject, readObjectAs, readPublicObject, removeObjects, type ObjectRow } from './objects.ts';
import { renderImage } from './render.ts';
import { parseUpload } from './upload.ts';

const JWT_MESSAGES: Record<string, string> = {
  'JWT expired': '"exp" claim timestamp check failed',
  'JWSError JWSInvalidSignature': 'signature verification failed',
};

async function requestContext(ctx: StackContext, req: IncomingMessage, url: URL, operation: string): Promise<RequestContext> {
  const auth = await requestClaims(req, ctx.keys);
  if (!auth.ok) throw storageErrors.accessDenied(JWT_MESSAGES[auth.message] ?? 'Invalid Compact JWS');
  const role = roleOf(auth.claims);
  if (!role) throw storageErrors.accessDenied(`role "${String(auth.claims.role)}" is not allowed`);
  return {
    role,
    claims: auth.claims,
    method: req.method ?? 'GET',
    path: url.pathname,
    headers: headerObject(req),
    settings: { 'storage.operation': operation },
  };
}

function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  if (error instanceof StatementTimeout) return storageErrors.databaseTimeout();
  if (error instanceof URIError) return storageErrors.invalidKey('(malformed percent-encoding)');
  const pg = error as { code?: string; message?: string };
  if (pg && pg.code === '42501') return storageErrors.accessDenied(pg.message?.startsWith('new row violates') ? 'new row violates row-level security policy' : (pg.message ?? 'permission denied'));
  if (pg && typeof pg.code === 'string' && /^22/.test(pg.code)) return storageErrors.invalidRequest(pg.message ?? 'invalid request');
  return storageErrors.internal(error instanceof Error ? error.message : String(error));
}

function objectHeaders(row: ObjectRow, contentType: string, length: number): Record<string, string | number> {
  const meta = row.metadata ?? {};
  return {
    'Content-Type': contentType,
    'Content-Length': length,
    ETag: typeof meta.eTag === 'string' ? meta.eTag : `"${row.id}"`,
    'Last-Modified': row.updated_at.toUTCString(),
    'Cache-Control': typeof meta.cacheControl === 'string' ? meta.cacheControl : 'no-cache',
    'X-Robots-Tag': 'none',
    // Browsers must not second-guess the stored type (an image that sniffs as HTML is no page).
    'X-Content-Type-Options': 'nosniff',
  };
}

function serveBytes(req: IncomingMessage, res: ServerResponse, url: URL, headers: Record<string, string | number>, bytes: Uint8Array, name: string): void {
  if (req.headers['if-none-match'] && req.headers['if-none-match'] === headers.ETag) return send(res, 304, { ETag: headers.ETag as string });
  const download = url.searchParams.get('download');
  if (download !== null) {
    const file = encodeURIComponent(download || name.split('/').pop() || 'download');
    headers['Content-Disposition'] = `attachment; filename=${file}; filename*=UTF-8''${file}`;
  }
  send(res, 200, headers, req.method === 'HEAD' ? undefined : bytes);
}

/** Splits `<bucket>/<key...>` (URL-decoded per segment). */
function bucketAndKey(rest: string): [string, string] {
  const parts = rest.split('/').map((p) => decodeURIComponent(p));
  const bucket = parts.shift() ?? '';
  return [bucket, parts.join('/')];
}

/** /storage/v1/*: upload, public and authenticated download, render/image, remove, list. */
export async function handleStorage(ctx: StackContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const path = url.pathname.replace(/^\/storage\/v1/, '');
  try {
    let m: RegExpExecArray | null;
    if ((m = /^\/object\/public\/(.+)$/.exec(path)) && (method === 'GET' || method === 'HEAD')) {
      const [bucket, key] = bucketAndKey(m[1] as string);
      const { row, data } = await readPublicObject(ctx, bucket, key);
      const type = typeof row.metadata?.mimetype === 'string' ? row.metadata.mimetype : 'application/octet-stream';
      return serveBytes(req, res, url, objectHeaders(row, type, data.byteLength), data, key);
    }
    if ((m = /^\/render\/image\/(public|authenticated)\/(.+)$/.exec(path)) && (method === 'GET' || method === 'HEAD')) {
      const [bucket, key] = bucketAndKey(m[2] as string);
      const found = m[1] === 'public'
        ? await readPublicObject(ctx, bucket, key)
        : await readObjectAs(ctx, await requestContext(ctx, req, url, 'storage.object.render'), bucket, key);
      const meta = found.row.metadata ?? {};
      const rendered = await renderImage(`${found.row.id}|${String(meta.eTag)}`, found.data, String(meta.mimetype ?? ''), url.searchParams, req.headers.accept ?? '');
      const headers = objectHeaders(found.row, rendered.mimetype, rendered.bytes.byteLength);
      headers.ETag = `"${String(meta.eTag ?? found.row.id).replace(/"/g, '')}-${rendered.transformations.length}-${rendered.mimetype.split('/')[1]}"`;
      headers['X-Transformations'] = rendered.transformations;
      headers.Vary = 'Accept';
      return serveBytes(req, res, url, headers, rendered.bytes, key);
    }
    if ((m = /^\/object\/list\/([^/]+)$/.exec(path)) && method === 'POST') {
      const request = await requestContext(ctx, req, url, 'storage.object.list');
      const read = await readBody(req, 64 * 1024);
      if (!read.ok) throw storageErrors.tooLarge();
      let body: Record<string, unknown>;
      try {
        body = (parseJson(read.bytes) as Record<string, unknown> | undefined) ?? {};
      } catch (error) {
        throw storageErrors.invalidRequest(`body must be a JSON object (${(error as Error).message})`);
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw storageErrors.invalidRequest('body must be a JSON object');
      const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string };
      const list = await listObjects(ctx, request, decodeURIComponent(m[1] as string), {
        prefix: typeof body.prefix === 'string' ? body.prefix : '',
        limit: Math.min(1000, Number(body.limit) || 100),
        offset: Math.max(0, Number(body.offset) || 0),
        search: typeof body.search === 'string' ? body.search : '',
        sortColumn: sortBy.column ?? 'name',
        descending: sortBy.order === 'desc',
      });
      return sendJson(res, 200, list);
    }
    if ((m = /^\/object\/([^/]+)$/.exec(path)) && method === 'DELETE') {
      const request = await requestContext(ctx, req, url, 'storage.object.delete_many');
      const read = await readBody(req, 1024 * 1024);
      let body: unknown;
      try {
        body = read.ok ? parseJson(read.bytes) : undefined;
      } catch {
        body = undefined;
      }
      const prefixes = (body as { prefixes?: unknown } | undefined)?.prefixes;
      if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || !prefixes.every((p) => typeof p === 'string')) {
        throw storageErrors.invalidRequest('body/prefixes must be an array of 1 to 1000 object names');
      }
      return sendJson(res, 200, await removeObjects(ctx, request, decodeURIComponent(m[1] as string), prefixes as string[]));
    }
    if ((m = /^\/object\/(?:authenticated\/)?(.+)$/.exec(path))) {
      const [bucket, rawKey] = bucketAndKey(m[1] as string);
      if (method === 'POST' || method === 'PUT') {
        const request = await requestContext(ctx, req, url, 'storage.object.upload');
        const key = checkKey(rawKey);
        const target = await findBucket(ctx, bucket);
        const upload = await parseUpload(req, target);
        const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
        const { id } = await putObject(ctx, request, { bucket, key, upsert, ...upload });
        return sendJson(res, 200, { Id: id, Key: `${bucket}/${key}` });
      }
      if (method === 'GET' || method === 'HEAD') {
        const request = await requestContext(ctx, req, url, 'storage.object.get_authenticated');
        const { row, data } = await readObjectAs(ctx, request, bucket, rawKey);
        const type = typeof row.metadata?.mimetype === 'string' ? row.metadata.mimetype : 'application/octet-stream';
        return serveBytes(req, res, url, objectHeaders(row, type, data.byteLength), data, rawKey);
      }
      if (method === 'DELETE') {
        const request = await requestContext(ctx, req, url, 'storage.object.delete');
        const deleted = await removeObjects(ctx, request, bucket, [rawKey]);
        if (deleted.length === 0) throw storageErrors.noSuchKey();
        return sendJson(res, 200, { message: 'Successfully deleted' });
      }
    }
    throw new StorageError(404, 'NotFound', 'Not Found', `Route ${method}:${url.pathname} not found`);
  } catch (error) {
    const e = toStorageError(error);
    if (e.statusCode >= 500) ctx.log(`storage ${method} ${path}: ${e.message}`);
    sendStorageError(res, e);
  }
}
