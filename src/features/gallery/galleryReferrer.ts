import { PAGE_PARAM, parsePage } from '../../lib/pageParam';
import { routePatterns } from '../../lib/paths';

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
