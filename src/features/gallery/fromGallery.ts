import type { MouseEvent } from 'react';
import { useLocation } from '../../lib/router';
import { paths } from '../../lib/paths';
import { useStoreInTransitions } from '../../lib/useStoreInTransitions';
import { galleryPageOfReferrer, pointBackToGallery } from './galleryReferrer';

/** Router state of a link from the gallery to an album: the gallery page it was on. */
export interface FromGallery {
  galleryPage: number;
}

const subscribeNever = () => () => undefined;
const noPage = () => undefined;

/** A 'Zurück zur Galerie' link's props: it leads to the gallery page the visitor came from, else to its first page. */
export function useBackToGallery(): { to: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const fromLink = (useLocation().state as FromGallery | null)?.galleryPage;
  // After hydration, in a transition: the prerendered link says the first page (the album painter
  // may have pointed it already); a useSyncExternalStore would re-render the album page at once.
  const fromReferrer = useStoreInTransitions(subscribeNever, galleryPageOfReferrer, noPage);
  return {
    to: paths.gallery(fromLink ?? fromReferrer),
    // A click before that transition has rendered (a loaded test run's came between) finds `to` at the first page.
    onClick: (event) => {
      if (fromLink === undefined) pointBackToGallery(event.currentTarget);
    },
  };
}
