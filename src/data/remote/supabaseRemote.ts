import type { WichtreyClient } from '../supabaseClient';
import type { Album, AnyRow, EditableTable, GalleryImage, Offer } from '../rows';
import type { Json } from '../database.types';
import { isUuid } from '../../lib/paths';
import { READ_TIMEOUT_MS, WRITE_TIMEOUT_MS, readWithin } from './readDeadline';
import type { AddImagesAnswer, DeleteAnswer, MoveResult, PagedRows, Remote, RemoteError, SessionInfo, UpdateAnswer } from './remote';

interface PostgrestLikeError {
  message: string;
  code?: string;
}

function fail(status: number, error: PostgrestLikeError | { message: string; status?: number; statusCode?: string } | null): { data: null; error: RemoteError } {
  const code = error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  return { data: null, error: { status, code, message: error?.message ?? 'unknown error' } };
}

function ok<T>(data: T): { data: T; error: null } {
  return { data, error: null };
}

function toSessionInfo(session: { access_token: string; expires_at?: number; user: { app_metadata?: Record<string, unknown> } } | null): SessionInfo | null {
  if (!session) return null;
  return {
    accessToken: session.access_token,
    expiresAt: session.expires_at ?? 0,
    isStaff: session.user.app_metadata?.role === 'staff',
  };
}

/**
 * Storage answers most errors with HTTP 400 and the intended status as the string statusCode
 * ("403" for RLS, "413" too large, "500"); no status at all = network failure.
 */
function storageFailure(error: { message: string }): { data: null; error: RemoteError } {
  const httpStatus = 'status' in error && typeof error.status === 'number' ? error.status : 0;
  const intended = 'statusCode' in error ? Number(error.statusCode) : Number.NaN;
  const status = httpStatus === 0 ? 0 : Number.isInteger(intended) && intended >= 100 ? intended : httpStatus;
  return fail(status, { message: error.message, code: 'statusCode' in error ? String(error.statusCode ?? '') : '' });
}

/** An auth error without an HTTP status is a network failure (retryable). */
function authStatus(error: { status?: number; name?: string }): number {
  return typeof error.status === 'number' ? error.status : 0;
}

/** Pages after the first are fetched with the row before them (see PagedRows.before). */
function splitAnchor<T>(data: T[], from: number, count: number | null): PagedRows<T> {
  const before = from > 0 ? (data[0] ?? null) : null;
  const rows = from > 0 ? data.slice(1) : data;
  return { rows, before, total: count ?? from + rows.length };
}

export interface SupabaseRemoteOptions {
  /** How long one read may take; READ_TIMEOUT_MS unless a test says. */
  readTimeoutMs?: number;
  /** How long one write may take before it counts as unanswered (retried); WRITE_TIMEOUT_MS unless a test says. */
  writeTimeoutMs?: number;
}

/**
 * The real backend: supabase-js against hosted Supabase or the local stack. Reads are aborted
 * after the read timeout, writes after the write timeout (a hanging request fails, as unanswered,
 * instead of waiting for ever; the outbox retries it, which its operation ids make safe). The mirror's
 * reads skip postgrest-js's own retries: the pull scheduler retries once (SPEC.md section 9), as
 * it does for the plain reader.
 */
export function createSupabaseRemote(getClient: () => Promise<WichtreyClient>, options: SupabaseRemoteOptions = {}): Remote {
  const timeoutMs = options.readTimeoutMs ?? READ_TIMEOUT_MS;
  const writeTimeout = options.writeTimeoutMs ?? WRITE_TIMEOUT_MS;
  // A photo on a slow line takes longer: the write's time and a second per 32 KB.
  const uploadTimeout = (bytes: number) => writeTimeout + Math.ceil(bytes / 32);
  return {
    // Under the write deadline too: a token refresh that hangs would hold every replay behind it.
    currentSession: () =>
      readWithin(writeTimeout, async () => {
        const client = await getClient();
        // getSession() refreshes an expiring token itself; the engine still checks expires_at,
        // so a replay never goes out with an expired token even if that refresh failed.
        const { data, error } = await client.auth.getSession();
        if (error) return fail(authStatus(error), error);
        return ok(toSessionInfo(data.session));
      }),
    refreshSession: () =>
      readWithin(writeTimeout, async () => {
        const client = await getClient();
        const { data, error } = await client.auth.refreshSession();
        if (error) return fail(authStatus(error), error);
        return ok(toSessionInfo(data.session));
      }),
    fetchOffers: () =>
      readWithin(timeoutMs, async (signal) => {
        const client = await getClient();
        const { data, error, status } = await client.from('offers').select('*').order('display_order', { ascending: true }).retry(false).abortSignal(signal);
        return error ? fail(status, error) : ok(data as Offer[]);
      }),
    fetchAlbumsPage: (page, pageSize) =>
      readWithin(timeoutMs, async (signal) => {
        const client = await getClient();
        const head = await client.from('albums').select('*', { count: 'exact', head: true }).retry(false).abortSignal(signal);
        if (head.error) return fail(head.status, head.error);
        const from = (page - 1) * pageSize;
        const { data, error, status } = await client
          .from('albums')
          .select('*')
          .order('created_at', { ascending: false })
          .order('id', { ascending: true })
          .range(Math.max(0, from - 1), from + pageSize - 1)
          .retry(false)
          .abortSignal(signal);
        if (error) return fail(status, error);
        return ok<PagedRows<Album>>(splitAnchor(data as Album[], from, head.count));
      }),
    fetchAlbum: (id) =>
      readWithin(timeoutMs, async (signal) => {
        // An id that is no uuid names no album (and the server would refuse the query).
        if (!isUuid(id)) return ok(null);
        const client = await getClient();
        // maybeSingle: an unknown id is null, not a 406 the browser logs as a failed request.
        const { data, error, status } = await client.from('albums').select('*').eq('id', id).retry(false).abortSignal(signal).maybeSingle();
        return error ? fail(status, error) : ok((data as Album | null) ?? null);
      }),
    fetchAlbumImagesPage: (albumId, page, pageSize) =>
      readWithin(timeoutMs, async (signal) => {
        const client = await getClient();
        const head = await client.from('gallery_images').select('*', { count: 'exact', head: true }).eq('album_id', albumId).retry(false).abortSignal(signal);
        if (head.error) return fail(head.status, head.error);
        const from = (page - 1) * pageSize;
        const { data, error, status } = await client
          .from('gallery_images')
          .select('*')
          .eq('album_id', albumId)
          .order('order_index', { ascending: true })
          .order('id', { ascending: true })
          .range(Math.max(0, from - 1), from + pageSize - 1)
          .retry(false)
          .abortSignal(signal);
        if (error) return fail(status, error);
        return ok<PagedRows<GalleryImage>>(splitAnchor(data as GalleryImage[], from, head.count));
      }),
    fetchAlbumImagePosition: (albumId, imageId) =>
      readWithin(timeoutMs, async (signal) => {
        if (!isUuid(albumId) || !isUuid(imageId)) return ok(null);
        const client = await getClient();
        const image = await client.from('gallery_images').select('order_index').eq('id', imageId).eq('album_id', albumId).retry(false).abortSignal(signal).maybeSingle();
        if (image.error) return fail(image.status, image.error);
        if (!image.data) return ok(null);
        const at = image.data.order_index;
        const before = await client
          .from('gallery_images')
          .select('*', { count: 'exact', head: true })
          .eq('album_id', albumId)
          .or(`order_index.lt.${at},and(order_index.eq.${at},id.lt.${imageId})`)
          .retry(false)
          .abortSignal(signal);
        if (before.error) return fail(before.status, before.error);
        return ok((before.count ?? 0) + 1);
      }),
    fetchRow: (table, id) =>
      readWithin(timeoutMs, async (signal) => {
        const client = await getClient();
        const { data, error, status } = await client.from(table).select('*').eq('id', id).abortSignal(signal).maybeSingle();
        return error ? fail(status, error) : ok((data as AnyRow | null) ?? null);
      }),
    upload: (bucket, name, blob, contentType) =>
      // Storage's upload takes no signal: the deadline ends the wait, the request runs out by itself.
      readWithin(uploadTimeout(blob.size), async () => {
        const client = await getClient();
        const { error } = await client.storage.from(bucket).upload(name, blob, { upsert: true, contentType });
        return error ? storageFailure(error) : ok(true as const);
      }),
    removeUnusedFile: (bucket, name) =>
      readWithin(writeTimeout, async () => {
        const client = await getClient();
        // Answers the files it removed: none when a row uses the file or it is gone already.
        const { error } = await client.storage.from(bucket).remove([name]);
        return error ? storageFailure(error) : ok(true as const);
      }),
    insertRows: (table: EditableTable, rows) =>
      readWithin(writeTimeout, async (signal) => {
        const client = await getClient();
        const { data, error, status } = await client
          .from(table)
          .upsert(rows as never, { onConflict: 'id', ignoreDuplicates: true })
          .select()
          .abortSignal(signal);
        return error ? fail(status, error) : ok((data ?? []) as AnyRow[]);
      }),
    addAlbumImages: (albumId, images) =>
      readWithin(writeTimeout, async (signal) => {
        const client = await getClient();
        const { data, error, status } = await client.rpc('add_album_images', { p_album_id: albumId, p_images: images as Json }).abortSignal(signal);
        return error ? fail(status, error) : ok(data as unknown as AddImagesAnswer);
      }),
    updateRow: (table, id, edit) =>
      readWithin(writeTimeout, async (signal) => {
        const client = await getClient();
        const { data, error, status } = await client
          .rpc('apply_update', {
            p_table: table,
            p_id: id,
            p_operation_id: edit.operationId,
            p_base: edit.base as Json,
            p_values: edit.values as Json,
          })
          .abortSignal(signal);
        return error ? fail(status, error) : ok(data as unknown as UpdateAnswer);
      }),
    deleteRow: (table, id, base) =>
      readWithin(writeTimeout, async (signal) => {
        const client = await getClient();
        const { data, error, status } = await client.rpc('apply_delete', { p_table: table, p_id: id, p_base: base as Json }).abortSignal(signal);
        return error ? fail(status, error) : ok(data as unknown as DeleteAnswer);
      }),
    moveOffer: (id, direction, operationId) =>
      readWithin(writeTimeout, async (signal) => {
        const client = await getClient();
        const { data, error, status } = await client
          .rpc('move_offer', {
            p_offer_id: id,
            p_direction: direction,
            p_operation_id: operationId,
          })
          .abortSignal(signal);
        return error ? fail(status, error) : ok(data as unknown as MoveResult);
      }),
  };
}
