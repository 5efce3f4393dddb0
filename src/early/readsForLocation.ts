import {
  renderUrl,
  albumImagesPageKey,
  albumImagesPageReads,
  albumKey,
  albumRead,
  albumsPageKey,
  albumsPageReads,
  ALBUM_IMAGES_PAGE_SIZE,
  ALBUMS_PAGE_SIZE,
  offersKey,
  offersRead,
  type PublicRead,
} from '../data/early';
import type { AlbumContentView } from '../features/gallery/albumContentHtml';
import type { Album, GalleryImage, Offer } from '../data/rows';
import { gallerySizes } from '../content/gallery';
import { offerSizes } from '../content/offers';
import { PAGE_PARAM, parsePage } from '../lib/pageParam';
import { EARLY_REGIONS, NOT_FOUND_VIEW } from './paintHandoff';
import { albumIdOf, isPage, isUuid, routePatterns } from '../lib/paths';

/** An image the page will show first, as its <img> will ask for it (same URL, same srcset). */
export interface FirstImage {
  href: string;
  srcset?: string;
}

/**
 * What a page starts with before its code has loaded: the reads of its hooks' first pulls, and,
 * from the rows of one of them, the image most likely to be the largest paint.
 */
export interface EarlyPage {
  reads: PublicRead[];
  /** Index into `reads` of the rows that name the first image, and how to find it. */
  images?: { read: number; first(rows: unknown[]): FirstImage | null };
  paint?: EarlyPaint;
}

/** What the gallery's hook reads for a page of albums, as painted: the total comes with the app. */
export interface AlbumsView {
  albums: Album[];
  total: undefined;
}

/** What an album page's hook reads for a page of images, as painted: the total comes with the app. */
interface AlbumImagesView {
  images: GalleryImage[];
  total: undefined;
  page: number;
}

/**
 * A page's first view, painted from the answers `reads` (parsed JSON, in that order) in place of
 * the element marked `data-early-region={region}` by the page's painter script (paintHandoff.ts).
 * `view` gives what the painter shows and, by pull key, what each of the page's hooks reads for
 * that pull (the app's hydration reads it too); null paints nothing (the loading state stays).
 */
interface EarlyPaint {
  reads: number[];
  region: string;
  view(answers: unknown[]): PaintedView | null;
}

export interface PaintedView {
  view: unknown;
  pulls: Record<string, unknown>;
}

const asRows = (answer: unknown): unknown[] => (Array.isArray(answer) ? answer : []);

/** A page's rows from its answer: past the first page, the answer starts with the row before it. */
const pageRows = <T>(answer: unknown, from: number, pageSize: number): T[] => asRows(answer).slice(from > 0 ? 1 : 0, (from > 0 ? 1 : 0) + pageSize) as T[];

function offerImage(rows: unknown[]): FirstImage | null {
  const url = (rows as Offer[]).find((offer) => offer.images?.length)?.images?.[0];
  if (!url) return null;
  const width = offerSizes.cardImageWidth;
  const href = renderUrl(url, { width });
  return { href, srcset: `${href} 1x, ${renderUrl(url, { width: width * 2 })} 2x` };
}

export function earlyPageFor(pathname: string, search: string): EarlyPage {
  const page = parsePage(new URLSearchParams(search).get(PAGE_PARAM));
  if (isPage(pathname, routePatterns.sale)) {
    return {
      reads: [offersRead()],
      images: { read: 0, first: offerImage },
      paint: {
        reads: [0],
        region: EARLY_REGIONS.offers,
        view: ([answer]) => {
          const rows = asRows(answer);
          return rows.length > 0 ? { view: rows, pulls: { [offersKey()]: rows } } : null;
        },
      },
    };
  }
  if (isPage(pathname, routePatterns.gallery)) {
    const { count, rows, from } = albumsPageReads(page);
    const first = (list: unknown[]) => {
      const cover = (list as Album[])[from > 0 ? 1 : 0]?.cover_image;
      return cover ? { href: renderUrl(cover, gallerySizes.cover) } : null;
    };
    // The page's albums without their total: the pagination comes with the app's own answer, below the cards.
    const view = ([answer]: unknown[]): PaintedView | null => {
      const albums = pageRows<Album>(answer, from, ALBUMS_PAGE_SIZE);
      const shown: AlbumsView = { albums, total: undefined };
      return albums.length > 0 ? { view: shown, pulls: { [albumsPageKey(page)]: shown } } : null;
    };
    const paint: EarlyPaint = { reads: [1], region: EARLY_REGIONS.albums, view };
    return { reads: [count, rows], images: { read: 1, first }, paint };
  }
  const id = albumIdOf(pathname);
  if (id === null) return { reads: [] };
  // An id that is no UUID names no album: nothing to ask the server ('/galerie/kein-album').
  if (!isUuid(id)) return { reads: [], paint: { reads: [], region: EARLY_REGIONS.album, view: () => ({ view: NOT_FOUND_VIEW, pulls: {} }) } };
  const { count, rows, from } = albumImagesPageReads(id, page);
  const first = (list: unknown[]) => {
    const url = (list as GalleryImage[])[from > 0 ? 1 : 0]?.image_url;
    return url ? { href: renderUrl(url, gallerySizes.thumbnail) } : null;
  };
  // The album and its page of images, without the total: the pagination comes with the app's answer.
  const view = ([albums, list]: unknown[]): PaintedView | null => {
    // The server has no such album: the page says so now, not once the app has loaded and asked again.
    if (Array.isArray(albums) && albums.length === 0) return { view: NOT_FOUND_VIEW, pulls: { [albumKey(id)]: null } };
    const album = Array.isArray(albums) ? albums[0] : undefined;
    const images = pageRows<GalleryImage>(list, from, ALBUM_IMAGES_PAGE_SIZE);
    if (!isAlbum(album) || album.id !== id || images.length === 0) return null;
    const shown: AlbumContentView = { album, images, firstPosition: from + 1 };
    const pageView: AlbumImagesView = { images, total: undefined, page };
    return { view: shown, pulls: { [albumKey(id)]: album, [albumImagesPageKey(id, page)]: pageView } };
  };
  return { reads: [albumRead(id), count, rows], images: { read: 2, first }, paint: { reads: [0, 2], region: EARLY_REGIONS.album, view } };
}

function isAlbum(answer: unknown): answer is Album {
  return typeof answer === 'object' && answer !== null && typeof (answer as Album).id === 'string' && typeof (answer as Album).title === 'string';
}
