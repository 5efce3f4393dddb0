import { ALBUM_IMAGES_PAGE_SIZE, ALBUMS_PAGE_SIZE } from '../mirror/pageSizes';

/**
 * The visitors' reads as PostgREST requests (path below /rest/v1/, method, extra headers). One
 * definition for the public reader and for the early reads the page starts before its code has
 * loaded (earlyReads.ts): the app can only take over an early answer to the very same request.
 */
export interface PublicRead {
  method: 'GET' | 'HEAD';
  path: string;
  headers: Record<string, string>;
}

const get = (path: string, headers: Record<string, string> = {}): PublicRead => ({ method: 'GET', path, headers });

export const offersRead = (): PublicRead => get('offers?select=*&order=display_order.asc');

/** As a list: an unknown id is an empty one, not a 406 (which the browser logs as a failed request). */
export const albumRead = (id: string): PublicRead => get(`albums?select=*&id=eq.${encodeURIComponent(id)}`);

/** A page is fetched with the row before it (see PagedRows.before); count and rows in parallel. */
export interface PagedReads {
  count: PublicRead;
  rows: PublicRead;
  from: number;
}

function pagedReads(table: string, filter: string, order: string, page: number, pageSize: number): PagedReads {
  const from = (page - 1) * pageSize;
  const offset = Math.max(0, from - 1);
  return {
    count: { method: 'HEAD', path: `${table}?select=*${filter}`, headers: { Prefer: 'count=exact' } },
    rows: get(`${table}?select=*${filter}&order=${order}&offset=${offset}&limit=${from + pageSize - offset}`),
    from,
  };
}

export const albumsPageReads = (page: number, pageSize = ALBUMS_PAGE_SIZE): PagedReads => pagedReads('albums', '', 'created_at.desc,id.asc', page, pageSize);

export const albumImagesPageReads = (albumId: string, page: number, pageSize = ALBUM_IMAGES_PAGE_SIZE): PagedReads =>
  pagedReads('gallery_images', `&album_id=eq.${encodeURIComponent(albumId)}`, 'order_index.asc,id.asc', page, pageSize);

/** An album's image by id, only its sort key: where it stands in the album. */
export const albumImageOrderRead = (albumId: string, imageId: string): PublicRead =>
  get(`gallery_images?select=order_index&id=eq.${encodeURIComponent(imageId)}&album_id=eq.${encodeURIComponent(albumId)}`);

/** How many of the album's images come before the one at (orderIndex, imageId) in its order (order_index, id). */
export const albumImagesBeforeRead = (albumId: string, orderIndex: number, imageId: string): PublicRead => ({
  method: 'HEAD',
  path: `gallery_images?select=*&album_id=eq.${encodeURIComponent(albumId)}&or=(order_index.lt.${orderIndex},and(order_index.eq.${orderIndex},id.lt.${encodeURIComponent(imageId)}))`,
  headers: { Prefer: 'count=exact' },
});

/** The key an answer is kept under: method and path name the request (the headers follow from them). */
export const readKey = (read: PublicRead): string => `${read.method} ${read.path}`;
