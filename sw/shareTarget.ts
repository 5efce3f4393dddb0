/// <reference lib="webworker" />
import { createSharedImageStore, SHARE_SKIPPED_PARAM, SHARE_TARGET_FILES_FIELD, SHARE_TARGET_PATH } from '../src/lib/sharedImages';

declare const self: ServiceWorkerGlobalScope;

/**
 * The manifest's share target ('Teilen → Wichtrey' in a photo app): the browser navigates to
 * `POST /geteilt` with the photos as multipart form data. The worker keeps the images on the
 * device and answers with a redirect (303) to the page 'Geteilte Bilder' of the same path, which
 * lets staff put them into an album or an offer (a visitor's are dropped there). Files older
 * than a day are removed on the way. Registered before Workbox's routes, which never answer a POST.
 */
export function registerShareTarget(): void {
  const store = createSharedImageStore();
  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    if (event.request.method !== 'POST' || url.origin !== self.location.origin || url.pathname !== SHARE_TARGET_PATH) return;
    event.respondWith(receiveShare(event.request, store));
  });
}

async function receiveShare(request: Request, store: ReturnType<typeof createSharedImageStore>): Promise<Response> {
  const target = new URL(SHARE_TARGET_PATH, self.location.origin);
  try {
    const form = await request.formData();
    const shared = form.getAll(SHARE_TARGET_FILES_FIELD).filter((entry): entry is File => typeof entry !== 'string');
    const files = shared.filter((file) => file.type.startsWith('image/'));
    await store.removeExpired().catch(() => 0);
    await store.add(files.map((file) => ({ name: file.name || 'Bild', type: file.type, blob: file })));
    // A document shared beside the photos is not kept: the page says so.
    if (shared.length > files.length) target.searchParams.set(SHARE_SKIPPED_PARAM, String(shared.length - files.length));
  } catch (error) {
    // The page says so if nothing arrived; a failed share must not leave the user on an error.
    console.error('share target', error);
  }
  return Response.redirect(target.href, 303);
}
