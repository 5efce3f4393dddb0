/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { STATIC_CACHE } from '../src/lib/serviceWorkerProtocol';

declare const self: ServiceWorkerGlobalScope;

/** Hashed build files the precache leaves out (rare font subsets): their names change with their content. */
export function registerStaticRoute() {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
    new CacheFirst({ cacheName: STATIC_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })] }),
  );
}
