/**
 * The early script of the data pages (built to early-data.js, which the prerender puts inline in
 * the head of /sale, /galerie and album pages in place of /early.js): it runs as the parser meets
 * it, so its reads start with the page instead of a round trip later, long before the app's code
 * on a slow phone. It keeps early clicks and swipes (earlyInput.ts), starts the data reads of the
 * page being opened, which the app's public reader takes over, preloads the first image those
 * rows name, and hands them to the page's painter script (paintHandoff.ts). It tells the app's
 * entry when that first view is on screen (src/lib/firstView.ts). Kept tiny: no React, no Dexie,
 * no styling runtime.
 */
import { hasStoredSession, readBackendConfig, startEarlyReads } from '../data/early';
import { firstViewPending, firstViewSettled, PAINT_REPORT_WAIT_MS } from '../lib/firstView';
import { keepEarlyInput } from './earlyInput';
import { pointBackToGalleryOnClick } from './backToGallery';
import { offerEarlyView } from './paintHandoff';
import { earlyPageFor, type EarlyPage, type FirstImage } from './readsForLocation';

function preload({ href, srcset }: FirstImage): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  if (srcset) link.setAttribute('imagesrcset', srcset);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const asRows = (answer: unknown): unknown[] => (Array.isArray(answer) ? answer : []);

/**
 * Calls `then` once the browser reports `image` painted (Element Timing, reported after the frame
 * that showed it: the app's downloads then come after the page's largest paint, not in its frame),
 * or a frame after `image` loaded where the browser cannot report it.
 */
function whenPainted(image: HTMLImageElement, then: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element')) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === image)) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'element', buffered: true });
}

/**
 * The first view has settled once its first image (the page's largest paint) is on screen, or
 * failed; then the other images and the app's code may download (src/lib/firstView.ts).
 */
function settleOnceShown(image: HTMLImageElement): void {
  const loaded = () => {
    // A tab in the background draws no frames: no paint to wait for.
    if (document.visibilityState === 'hidden') return firstViewSettled();
    whenPainted(image, firstViewSettled);
    setTimeout(firstViewSettled, PAINT_REPORT_WAIT_MS);
  };
  if (image.complete) return loaded();
  image.addEventListener('load', loaded, { once: true });
  image.addEventListener('error', firstViewSettled, { once: true });
}

keepEarlyInput();
pointBackToGalleryOnClick();
// Visitors only: with a session the device may run the sync engine, and an answer sent before
// the app could note its write generation might predate a write another tab confirmed meanwhile
// (mirror/writeGeneration.ts); signed-in users' pulls start with the app as before.
const page: EarlyPage = hasStoredSession() ? { reads: [] } : earlyPageFor(location.pathname, location.search);
const answers = startEarlyReads(readBackendConfig(document), page.reads);
const { images, paint } = page;
if (images) {
  void answers[images.read]?.then((answer) => {
    const first = answer.status === 200 ? images.first(asRows(parseJson(answer.text))) : null;
    if (first) preload(first);
  });
}
if (paint) {
  firstViewPending();
  void Promise.all(paint.reads.map((read) => answers[read]))
    .then((answered) => {
      // The page's painter script paints it (paintHandoff.ts); nothing to paint stays the loading state.
      if (answered.some((answer) => answer?.status !== 200)) return firstViewSettled();
      const painted = paint.view(answered.map((answer) => parseJson(answer!.text)));
      if (!painted) return firstViewSettled();
      offerEarlyView(paint.region, painted, (firstImage) => (firstImage ? settleOnceShown(firstImage) : firstViewSettled()));
    })
    .catch(firstViewSettled);
} else {
  firstViewSettled();
}
