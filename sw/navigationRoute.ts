/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { PAGE_CACHE } from '../src/lib/serviceWorkerProtocol';

/** The shell without prerendered content: the app renders any route from it and Dexie. */
const APP_SHELL_URL = '/app-shell.html';

/**
 * Pages come from the network while there is one (the HTML is never stale online), else from the
 * copy kept when last visited, else the app shell: every route opens offline.
 */
export function registerNavigationRoute() {
  const pages = new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true })],
  });
  registerRoute(
    ({ request }) => request.mode === 'navigate',
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(APP_SHELL_URL)) ?? Response.error();
      }
    },
  );
}
