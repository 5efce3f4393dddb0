import { renderUrl, albumImagesPageReads, albumRead, albumsPageKey, albumsPageReads, ALBUMS_PAGE_SIZE, offersKey, offersRead, type PublicRead } from '../data/early';
import type { Album, GalleryImage, Offer } from '../data/rows';
import { gallerySizes } from '../content/gallery';
import { offerSizes } from '../content/offers';
import { PAGE_PARAM, parsePage } from '../lib/pageParam';
import { EARLY_REGIONS } from './paintHandoff';
import { albumIdOf, isPage, routePatterns } from '../lib/paths';

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

/**
 * A page's first view, painted from the rows of `reads[read]` in place of the element marked
 * `data-early-region={region}` by the page's painter script (paintHandoff.ts). `view` gives what
 * the page's hook reads for the pull `key` (the app's hydration reads it too).
 */
interface EarlyPaint {
  read: number;
  region: string;
  key: string;
  view(rows: unknown[]): unknown;
}

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
      paint: { read: 0, region: EARLY_REGIONS.offers, key: offersKey(), view: (rows) => rows },
    };
  }
  if (isPage(pathname, routePatterns.gallery)) {
    const { count, rows, from } = albumsPageReads(page);
    const first = (list: unknown[]) => {
      const cover = (list as Album[])[from > 0 ? 1 : 0]?.cover_image;
      return cover ? { href: renderUrl(cover, gallerySizes.cover) } : null;
    };
    // The page's albums without their total: the pagination comes with the app's own answer, below the cards.
    const view = (list: unknown[]): AlbumsView => ({ albums: (list as Album[]).slice(from > 0 ? 1 : 0, (from > 0 ? 1 : 0) + ALBUMS_PAGE_SIZE), total: undefined });
    const paint: EarlyPaint = { read: 1, region: EARLY_REGIONS.albums, key: albumsPageKey(page), view };
    return { reads: [count, rows], images: { read: 1, first }, paint };
  }
  const id = albumIdOf(pathname);
  if (id === null) return { reads: [] };
  const { count, rows, from } = albumImagesPageReads(id, page);
  const first = (list: unknown[]) => {
    const url = (list as GalleryImage[])[from > 0 ? 1 : 0]?.image_url;
    return url ? { href: renderUrl(url, gallerySizes.thumbnail) } : null;
  };
  return { reads: [albumRead(id), count, rows], images: { read: 2, first } };
}
