/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { BUILD_DIGEST, OUTBOX_DRAIN_GLOBAL, OUTBOX_DRAIN_SCRIPT, OUTBOX_SYNC_TAG, SKIP_WAITING, STAFF_WORKER_QUERY } from '../src/lib/serviceWorkerProtocol';
import { buildDigest } from './buildDigest';
import { registerImageRoute } from './imageRoute';
import { registerNavigationRoute } from './navigationRoute';
import { registerShareTarget } from './shareTarget';
import { onOutboxSync } from './outboxSync';
import { registerStaticRoute } from './staticRoute';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  [OUTBOX_DRAIN_GLOBAL]?: () => Promise<void>;
};

// A worker registered for staff (/sw.js?staff) brings its own outbox drain: a script of its own,
// imported now (a worker can import scripts only while it is first evaluated and installed), so
// visitors' workers never download Dexie and supabase-js.
if (new URL(self.location.href).searchParams.has(STAFF_WORKER_QUERY)) importScripts(`/${OUTBOX_DRAIN_SCRIPT}`);

// Before Workbox's fetch handler: the share target's POST is answered here.
registerShareTarget();
// Read once: the build replaces this name with the list, and only one mention of it.
const precacheList = self.__WB_MANIFEST;
precacheAndRoute(precacheList);
cleanupOutdatedCaches();
registerNavigationRoute();
registerImageRoute();
registerStaticRoute();
// API JSON (rest, auth, functions) is never cached here: Dexie is the offline copy of the data.

// The first install takes over open pages at once; later versions wait until the user reloads.
clientsClaim();

const digest = buildDigest(precacheList);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  else if (type === BUILD_DIGEST) event.waitUntil(digest.then((value) => event.ports[0]?.postMessage(value)));
});

self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  // An open page drains (and shows it); with none open, the staff worker drains itself. Edits
  // still waiting fail the event, so the browser fires it again later.
  sync.waitUntil(
    onOutboxSync({
      windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
      drain: self[OUTBOX_DRAIN_GLOBAL],
    }),
  );
});
