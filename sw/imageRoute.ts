/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { IMAGE_CACHE } from '../src/lib/serviceWorkerProtocol';
import { otherSizeOf } from './otherSize';

declare const self: ServiceWorkerGlobalScope;

/**
 * Storage images are cross-origin: fetched as CORS requests they are cached as real responses,
 * not opaque ones (Chrome counts each opaque response as megabytes of quota).
 */
const corsForStorage: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    new URL(request.url).origin === self.location.origin ? request : new Request(request.url, { mode: 'cors', credentials: 'omit' }),
};

/** By destination for the page's own requests; by URL for those the page asks to cache (CACHE_URLS). */
function isImage(url: URL, request: Request): boolean {
  if (request.destination === 'image') return true;
  return /\/storage\/v1\/(object\/public|render\/image\/public)\//.test(url.pathname) || /\.(avif|webp|png|jpe?g|gif|svg)$/i.test(url.pathname);
}


/** Images: cache first (they never change under a name), a saved album's copy before all. */
export function registerImageRoute() {
  const images = new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      corsForStorage,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  });
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isImage(url, request),
    async (options) => {
      // One lookup over all caches finds a saved album's copy (kept until removed) as well as one
      // seen while browsing: the same URL is the same image.
      const cached = await caches.match(options.request.url);
      if (cached) return cached;
      try {
        return await images.handle(options);
      } catch (error) {
        const substitute = await cachedOtherSize(options.request.url);
        if (substitute) return substitute;
        throw error;
      }
    },
  );
}

/** Another size of the same image from any of this device's caches (only when the network failed). */
async function cachedOtherSize(url: string): Promise<Response | undefined> {
  const stored: string[] = [];
  for (const name of await caches.keys()) stored.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
  const other = otherSizeOf(url, stored);
  // Stored for the browser's own request (its Accept header among those the answer varies by).
  return other ? caches.match(other, { ignoreVary: true }) : undefined;
}
