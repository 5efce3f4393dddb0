import { useLocation } from '../../lib/router';
import { paths } from '../../lib/paths';
import { useStoreInTransitions } from '../../lib/useStoreInTransitions';
import { galleryPageOfReferrer } from './galleryReferrer';

/** Router state of a link from the gallery to an album: the gallery page it was on. */
export interface FromGallery {
  galleryPage: number;
}

const subscribeNever = () => () => undefined;
const noPage = () => undefined;

/** Where 'Zurück zur Galerie' leads: the gallery page the visitor came from, else its first page. */
export function useBackToGallery(): string {
  const fromLink = (useLocation().state as FromGallery | null)?.galleryPage;
  // After hydration, in a transition: the prerendered link says the first page (the album painter
  // may have pointed it already); a useSyncExternalStore would re-render the album page at once.
  const fromReferrer = useStoreInTransitions(subscribeNever, galleryPageOfReferrer, noPage);
  return paths.gallery(fromLink ?? fromReferrer);
}
