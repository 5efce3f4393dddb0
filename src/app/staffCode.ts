import { cacheUrlsMessage } from '../lib/serviceWorkerProtocol';

/**
 * The staff-only code (scripts/vite/staffChunks.ts lists the same modules), in a module of its
 * own: each import below carries the list of chunks it needs, and a visitor's first load has no
 * use for those names.
 */
export async function loadStaffCode(): Promise<unknown> {
  const modules = await Promise.all([
    import('../features/offers/OfferFormDialog'),
    import('../features/offers/OfferStaffActions'),
    import('../features/offers/offerSaves'),
    import('../features/gallery/GalleryStaff'),
    import('../features/gallery/gallerySaves'),
    import('../features/gallery/AlbumDialog'),
    import('../features/gallery/AddImagesDialog'),
    import('../features/gallery/ImageDetailsDialog'),
    loadSyncStatus(),
    import('../features/share/SharedImagesStaff'),
    import('../ui/ConfirmDialog'),
    // A save's toast: offline, staff still see where each edit stands.
    import('../ui/saveFeedback'),
    import('../data/albumEdits'),
    import('../data/syncEngine'),
  ]);
  keepForOffline();
  return modules;
}

/**
 * Hands the worker the build files the page has loaded, the staff code with them: where staff
 * signed in before the worker controlled the page (a device's first visit), that code came from
 * the network past the worker's cache, and an offline reload had no editing. (What is cached
 * already stays as it is: the worker serves build files from its cache first.)
 */
function keepForOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const urlsToCache = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/assets/'));
    registration.active?.postMessage(cacheUrlsMessage(urlsToCache));
  });
}

/** The sync status beside the login control (src/app/layout/LoginControlSlot.tsx). */
export function loadSyncStatus() {
  return import('../features/sync/SyncStatus');
}
