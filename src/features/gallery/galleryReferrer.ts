import { PAGE_PARAM, parsePage } from '../../lib/pageParam';
import { paths, routePatterns } from '../../lib/paths';

/** Marks the album page's 'Zurück zur Galerie' link, which the early painter may point before the app runs. */
export const BACK_TO_GALLERY_ATTRIBUTE = 'data-back-to-gallery';

/**
 * The gallery page this page was loaded from (a card followed before the app ran, or a reload),
 * if it was loaded from one.
 */
export function galleryPageOfReferrer(): number | undefined {
  if (!document.referrer) return undefined;
  const from = new URL(document.referrer);
  if (from.origin !== window.location.origin || from.pathname !== routePatterns.gallery) return undefined;
  return parsePage(from.searchParams.get(PAGE_PARAM));
}

/** Points a 'Zurück zur Galerie' link at the gallery page this page was loaded from, if any. */
export function pointBackToGallery(link: Element | null): void {
  const page = link ? galleryPageOfReferrer() : undefined;
  if (link && page) link.setAttribute('href', paths.gallery(page));
}
