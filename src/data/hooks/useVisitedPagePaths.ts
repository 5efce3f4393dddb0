import { useEffect, useState } from 'react';
import { PAGE_CACHE } from '../../lib/serviceWorkerProtocol';

/**
 * The paths of the pages this device keeps for offline reloads (the service worker stores each
 * page as it is visited). Read once when asked: the list changes only by browsing.
 */
async function visitedPagePaths(): Promise<string[]> {
  if (typeof caches === 'undefined' || !(await caches.has(PAGE_CACHE))) return [];
  const requests = await (await caches.open(PAGE_CACHE)).keys();
  return [...new Set(requests.map((request) => new URL(request.url)).map((url) => url.pathname + url.search))];
}

/** undefined while reading. */
export function useVisitedPagePaths(): string[] | undefined {
  const [paths, setPaths] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    let current = true;
    visitedPagePaths().then(
      (found) => current && setPaths(found),
      () => current && setPaths([]),
    );
    return () => {
      current = false;
    };
  }, []);
  return paths;
}
