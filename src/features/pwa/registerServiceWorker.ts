import { hasStoredSession } from '../../data/auth';
import { cacheUrlsMessage, PAGE_CACHE, STAFF_WORKER_QUERY, STAFF_WORKER_URL } from '../../lib/serviceWorkerProtocol';
import { activateWaiting } from './activateWaiting';
import { sameBuild } from './sameBuild';
import { usePwaStore, type BeforeInstallPromptEvent } from './pwaStore';

// In this chunk too: it starts with the worker (src/app/start.tsx).
export { keepVisitedPages } from './keepVisitedPages';

/**
 * Registers the service worker (sw/sw.ts, built to /sw.js) once the page has loaded. A new
 * version never takes over silently: it waits until the user chooses 'Neu laden'. The staff
 * worker of the same build (registered once staff sign in) is no new version: no prompt, and it
 * takes over once the site's tabs are closed (sending it SKIP_WAITING instead lets Chromium swap
 * workers under the next navigation, which then never loads). The worker's Background Sync message
 * reaches the sync engine directly (src/data/sync/startSync.ts).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox, messageSW } = await import('workbox-window');
  const workbox = new Workbox((await isStaffDevice()) ? STAFF_WORKER_URL : '/sw.js', { scope: '/' });

  // Read from the page's own load, not from workbox-window's events: a worker an earlier page
  // installed is no 'own' worker of this registration, and it may take the page over before this
  // runs. The message goes to the active worker, whether it controls the page yet or not.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const firstVisit = !navigation?.workerStart;
  if (firstVisit) void navigator.serviceWorker.ready.then((registration) => warmCaches((message) => messageSW(registration.active!, message)));
  const handOver = firstVisit ? handOverOnLeaving() : null;

  workbox.addEventListener('waiting', (event) => {
    void navigator.serviceWorker
      .getRegistration('/')
      .then((registration) => sameBuild(messageSW, registration?.active, event.sw))
      .then((same) => {
        if (!same) offerUpdate(event.sw);
      });
  });

  // Offline, a worker this browser does not have yet cannot be fetched (staff who signed in and went
  // offline before the staff worker came: the registration failed and waited for the next page load).
  if (!navigator.onLine) await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
  try {
    await workbox.register();
    handOver?.registered();
  } catch (error) {
    // The site works without its worker (only not offline): a browser that refuses one (private
    // mode, a policy, a blocked worker) must not see an uncaught error.
    console.warn('Service worker not registered:', error);
  }
}

/** 'Neue Version verfügbar': the waiting version takes over when the user chooses 'Neu laden'. */
function offerUpdate(waiting: ServiceWorker | undefined) {
  if (!waiting) return;
  usePwaStore.setState({
    updateWaiting: true,
    applyUpdate: () => void activateWaiting(waiting).then(() => window.location.reload()),
  });
}

/**
 * Staff devices run the worker that drains the outbox itself on Background Sync (sw/sw.ts): with a
 * stored session, or once such a worker is installed (signing out keeps it, so a shared tablet does
 * not install a worker again at every sign-in and sign-out).
 */
async function isStaffDevice(): Promise<boolean> {
  if (hasStoredSession()) return true;
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  const workers = [registration?.active, registration?.waiting, registration?.installing];
  return workers.some((worker) => worker && new URL(worker.scriptURL).searchParams.has(STAFF_WORKER_QUERY));
}

/**
 * A page loaded before the worker controlled it (the first visit, or a page opened while the
 * worker still installed): hand the worker what the page loaded (images, fonts, those still on
 * their way included) and keep the page, so a reload offline shows what the visitor already saw.
 */
function warmCaches(messageSW: (message: object) => Promise<unknown>) {
  void messageSW(cacheUrlsMessage(loadedUrls())).catch(() => {});
  void caches
    .open(PAGE_CACHE)
    .then((cache) => cache.add(window.location.href))
    .catch(() => {});
}

/** What the page loaded (images, fonts, scripts), those still on their way included; each once. */
function loadedUrls(): string[] {
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  // A loaded image is in both lists, and the worker fetches what it is handed.
  return [...new Set([...loaded, ...Array.from(document.images, (image) => image.currentSrc).filter(Boolean)])];
}

/**
 * A page left before its worker was ready (a quick first visit: /, /sale, /galerie a second or
 * two each) never gets to warmCaches: what it loaded goes to the worker still installing as the
 * page is left, or /sale's images were missing offline (a walk-through: 6 of them). Not when a
 * worker controls the page by then: it saw those requests itself.
 */
function handOverOnLeaving(): { registered: () => void } {
  let registration: ServiceWorkerRegistration | undefined;
  // The worker an earlier page registered, or this page's once registered.
  const find = () =>
    void navigator.serviceWorker
      .getRegistration('/')
      .then((found) => (registration = found ?? registration))
      .catch(() => {});
  find();
  window.addEventListener('pagehide', () => {
    if (navigator.serviceWorker.controller) return;
    const worker = registration?.installing ?? registration?.waiting ?? registration?.active;
    worker?.postMessage(cacheUrlsMessage(loadedUrls()));
  });
  return { registered: find };
}

/** Chromium offers installation through an event that must be kept until the user asks. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    usePwaStore.setState({ installPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => usePwaStore.setState({ installPrompt: null }));
}
