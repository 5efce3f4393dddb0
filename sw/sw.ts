/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { FLUSH_OUTBOX, OUTBOX_SYNC_TAG, SKIP_WAITING } from '../src/lib/serviceWorkerProtocol';
import { registerImageRoute } from './imageRoute';
import { registerNavigationRoute } from './navigationRoute';
import { registerStaticRoute } from './staticRoute';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerNavigationRoute();
registerImageRoute();
registerStaticRoute();
// API JSON (rest, auth, functions) is never cached here: Dexie is the offline copy of the data.

// The first install takes over open pages at once; later versions wait until the user reloads.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: FLUSH_OUTBOX });
    }),
  );
});
