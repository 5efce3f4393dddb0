/** What the page and the service worker (sw/) say to each other, and the caches they share. */

/** Page → worker: activate the waiting version now (the user chose to reload). */
export const SKIP_WAITING = 'SKIP_WAITING';
/**
 * Page → worker: which build are you? Answered on the message's port with a digest of the
 * worker's precache list, the same for `/sw.js` and `/sw.js?staff` of one build.
 */
export const BUILD_DIGEST = 'BUILD_DIGEST';
/** Worker → page: the browser fired Background Sync; the page replays the outbox. */
export const FLUSH_OUTBOX = 'FLUSH_OUTBOX';
/**
 * Page → worker: fetch these URLs through the worker's routes, so they are cached for offline use
 * (Workbox's own message, answered by its router).
 */
export const cacheUrlsMessage = (urlsToCache: readonly string[]) => ({ type: 'CACHE_URLS', payload: { urlsToCache } });
/** Background Sync tag the page registers while edits wait for the network. */
export const OUTBOX_SYNC_TAG = 'wichtrey-outbox';

/**
 * The worker's own outbox drain (Dexie, supabase-js and the sync engine: sw/outboxDrain.ts), a
 * classic script of its own so visitors' workers never download it. Devices with a staff session
 * register the worker as `/sw.js?staff`; that worker imports the drain when it starts.
 */
export const OUTBOX_DRAIN_SCRIPT = 'sw-sync.js';
export const STAFF_WORKER_QUERY = 'staff';
export const STAFF_WORKER_URL = `/sw.js?${STAFF_WORKER_QUERY}`;
/** The worker global the drain script sets: drains the outbox, rejects while edits still wait. */
export const OUTBOX_DRAIN_GLOBAL = 'wichtreyDrainOutbox';

/** Images seen while browsing (storage objects, render transforms, static uploads); expire. */
export const IMAGE_CACHE = 'wichtrey-images';
/** One cache per album saved for offline viewing, kept until removed (so removing frees it whole). */
export const SAVED_ALBUM_CACHE_PREFIX = 'wichtrey-saved-album:';
export const savedAlbumCacheName = (albumId: string): string => `${SAVED_ALBUM_CACHE_PREFIX}${albumId}`;
/** The single cache of saved albums of earlier versions; emptied by the cleanup. */
export const LEGACY_SAVED_ALBUM_CACHE = 'wichtrey-saved-albums';
/** Pages visited, for offline reloads; the app shell is the fallback for all others. */
export const PAGE_CACHE = 'wichtrey-pages';
/** Same-origin static files the precache leaves out (other font subsets, uploads). */
export const STATIC_CACHE = 'wichtrey-static';
