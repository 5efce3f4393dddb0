import { EARLY_REGION_SELECTOR } from './earlyPaint';
import { releaseHeldImages } from './heldImages';

declare global {
  interface Window {
    /** Set by the early script as it starts: whether the page's first view is still coming. */
    __firstView?: 'pending' | 'settled';
  }
}

/*
 * The app's code downloads after the page's first view is on screen, so it does not share a slow
 * link with what the page paints first (issue 28). On a data page that view is what the early
 * script paints (cards and their first image); on other prerendered pages it is the HTML itself,
 * on screen once the page has loaded (its images, styles and fonts). A page without prerendered
 * content (the app shell) has nothing to show before the app and starts it at once.
 */

const SETTLED_EVENT = 'wichtrey:first-view';

/**
 * Longest the app waits for the first view, from the start of the navigation: on a slow link the
 * painted page stays usable (its taps are kept, src/lib/earlyClicks.ts), but not for ever.
 */
export const FIRST_VIEW_WAIT_MS = 3000;

/**
 * Longest a data page's early script waits, once its first image has loaded, for the browser to
 * report that image painted (a main thread held up for long, a tab hidden meanwhile).
 */
export const PAINT_REPORT_WAIT_MS = 1000;

/** The early script: the page's first view is coming (call as it starts). */
export function firstViewPending(): void {
  window.__firstView ??= 'pending';
}

/** The early script: the first view is on screen, or will not be painted (no paint, failed reads). */
export function firstViewSettled(): void {
  if (window.__firstView === 'settled') return;
  window.__firstView = 'settled';
  releaseHeldImages();
  window.dispatchEvent(new Event(SETTLED_EVENT));
}

/** Whether the page may still get an early first view: its loading region is there to be painted. */
const mayPaint = (): boolean => window.__firstView === 'pending' || (window.__firstView === undefined && document.querySelector(EARLY_REGION_SELECTOR) !== null);

/** Whether the page arrived with content of its own to show before the app (prerendered). */
const isPrerendered = (): boolean => document.getElementById('root')?.firstElementChild != null;

/** Resolves on `event` of window, at the latest FIRST_VIEW_WAIT_MS into the visit. */
function whenWindowEvent(event: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, FIRST_VIEW_WAIT_MS - performance.now()));
    window.addEventListener(
      event,
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** The app's entry: resolves once the first view is on screen, at the latest FIRST_VIEW_WAIT_MS into the visit. */
export function whenFirstViewSettled(): Promise<void> {
  if (mayPaint()) return whenWindowEvent(SETTLED_EVENT);
  if (!isPrerendered() || document.readyState === 'complete') return Promise.resolve();
  return whenWindowEvent('load');
}
