import { PAGE_PARAM, parsePage } from '../../lib/pageParam';
import { PAGE_CACHE } from '../../lib/serviceWorkerProtocol';

type Subscribe = (listener: (state: { location: { pathname: string; search: string } }) => void) => () => void;

/** The page of a URL as 'Offline verfügbar' lists it: its path and, beyond the first, its page number. */
export function visitedPageHref({ pathname, search }: { pathname: string; search: string }): string {
  const page = parsePage(new URLSearchParams(search).get(PAGE_PARAM));
  return page > 1 ? `${pathname}?${PAGE_PARAM}=${page}` : pathname;
}

/**
 * Pages reached inside the app (a link, the page buttons) are kept for offline reloads as pages
 * loaded from the network are (sw/navigationRoute.ts keeps those; the first page of a first visit,
 * registerServiceWorker's warmCaches): only those stood under 'Auf diesem Gerät geladene Seiten',
 * so a visitor who went from the start page to Sale and Galerie by its links found neither there.
 * Only while a worker controls the page and the device is online; a page kept before is not
 * fetched again.
 */
export function keepVisitedPages(subscribe: Subscribe): void {
  let last: string | null = null;
  subscribe(({ location }) => {
    const href = visitedPageHref(location);
    if (href === last || !navigator.serviceWorker?.controller || !navigator.onLine) return;
    last = href;
    void caches
      .open(PAGE_CACHE)
      .then(async (cache) => {
        if (!(await cache.match(href))) await cache.add(href);
      })
      .catch(() => {});
  });
}
