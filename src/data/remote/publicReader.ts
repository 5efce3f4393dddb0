import type { BackendConfig } from '../backendConfig';
import type { Album, GalleryImage, Offer } from '../rows';
import { reportBackendReached } from './backendReached';
import { sendPublicRead, takeEarlyRead } from './earlyReads';
import { isUuid } from '../../lib/paths';
import { albumImageOrderRead, albumImagesBeforeRead, albumImagesPageReads, albumRead, albumsPageReads, offersRead, type PagedReads, type PublicRead } from './publicReads';
import { READ_TIMEOUT_MS, readWithin } from './readDeadline';
import type { MirrorReader, PagedRows, RemoteError, Result } from './remote';


interface Answer {
  status: number;
  headers: Headers | null;
  body: unknown;
}

function failure(answer: Answer): { data: null; error: RemoteError } {
  const body = (answer.body ?? {}) as { code?: unknown; message?: unknown };
  return {
    data: null,
    error: { status: answer.status, code: typeof body.code === 'string' ? body.code : '', message: typeof body.message === 'string' ? body.message : `HTTP ${answer.status}` },
  };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: 'invalid JSON' };
  }
}

/** "0-8/12" or "*\/12" → 12. */
function totalFrom(headers: Headers | null): number | null {
  const total = headers?.get('content-range')?.split('/')[1];
  return total && total !== '*' ? Number(total) : null;
}

export interface PublicReaderOptions {
  /** How long one read (both requests of a page) may take; READ_TIMEOUT_MS unless a test says. */
  timeoutMs?: number;
}

/**
 * The public reads of the mirror as plain PostgREST requests with the anon key: a visitor's
 * browser needs neither supabase-js nor a session to show offers and albums, which keeps those
 * pages light on a slow phone. Same requests and shapes as supabase-js would send. A read that
 * gets no answer within the timeout is aborted and fails (status 0, code 'timeout'). A request
 * the page's early script already sent (earlyReads.ts) is not sent again: its answer is taken.
 */
export function createPublicReader(config: () => BackendConfig, options: PublicReaderOptions = {}): MirrorReader {
  const timeoutMs = options.timeoutMs ?? READ_TIMEOUT_MS;

  async function request(read: PublicRead, signal: AbortSignal): Promise<Answer> {
    const answer = (await takeEarlyRead(read)) ?? (await sendPublicRead(config(), read, signal));
    if (answer.status === 0) return { status: 0, headers: null, body: { message: 'network failure' } };
    if (answer.status >= 200 && answer.status < 300) reportBackendReached();
    return { status: answer.status, headers: answer.headers, body: parseJson(answer.text) };
  }

  const within = <T>(run: (signal: AbortSignal) => Promise<Result<T>>) => readWithin(timeoutMs, run);

  const paged = <T>({ count, rows: rowsRead, from }: PagedReads): Promise<Result<PagedRows<T>>> =>
    within(async (signal) => {
      const [head, rows] = await Promise.all([request(count, signal), request(rowsRead, signal)]);
      if (head.status < 200 || head.status >= 300) return failure(head);
      if (rows.status < 200 || rows.status >= 300 || !Array.isArray(rows.body)) return failure(rows);
      const data = rows.body as T[];
      const before = from > 0 ? (data[0] ?? null) : null;
      const pageRows = from > 0 ? data.slice(1) : data;
      return { data: { rows: pageRows, before, total: totalFrom(head.headers) ?? from + pageRows.length }, error: null };
    });

  return {
    fetchOffers: () =>
      within(async (signal) => {
        const answer = await request(offersRead(), signal);
        return answer.status === 200 && Array.isArray(answer.body) ? { data: answer.body as Offer[], error: null } : failure(answer);
      }),
    fetchAlbumsPage: (page, pageSize) => paged<Album>(albumsPageReads(page, pageSize)),
    fetchAlbum: (id) =>
      within(async (signal) => {
        // An id that is no uuid names no album (and the server would refuse the query).
        if (!isUuid(id)) return { data: null, error: null };
        const answer = await request(albumRead(id), signal);
        return answer.status === 200 && Array.isArray(answer.body) ? { data: (answer.body[0] as Album | undefined) ?? null, error: null } : failure(answer);
      }),
    fetchAlbumImagesPage: (albumId, page, pageSize) => paged<GalleryImage>(albumImagesPageReads(albumId, page, pageSize)),
    fetchAlbumImagePosition: (albumId, imageId) =>
      within(async (signal) => {
        // An id that is no uuid names no image (and the server would refuse the query).
        if (!isUuid(albumId) || !isUuid(imageId)) return { data: null, error: null };
        const image = await request(albumImageOrderRead(albumId, imageId), signal);
        if (image.status !== 200 || !Array.isArray(image.body)) return failure(image);
        const row = image.body[0] as Pick<GalleryImage, 'order_index'> | undefined;
        if (!row) return { data: null, error: null };
        const before = await request(albumImagesBeforeRead(albumId, row.order_index, imageId), signal);
        if (before.status < 200 || before.status >= 300) return failure(before);
        return { data: (totalFrom(before.headers) ?? 0) + 1, error: null };
      }),
  };
}
