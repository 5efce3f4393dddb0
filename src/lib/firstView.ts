declare global {
  interface Window {
    /** Set by the early script as it starts: whether the page's first view is still coming. */
    __firstView?: 'pending' | 'settled';
  }
}

/*
 * On a data page the early script paints the first view (cards and their first image) before the
 * app. The app's code waits until that view, image included, is on screen, so its download does
 * not share a slow link with the image that is the page's largest paint (issue 28).
 */

const SETTLED_EVENT = 'wichtrey:first-view';

/**
 * Longest the app waits for the first view, from the start of the navigation: on a slow link the
 * painted page stays usable (its taps are kept, src/lib/earlyClicks.ts), but not for ever.
 */
export const FIRST_VIEW_WAIT_MS = 3000;

/** The early script: the page's first view is coming (call as it starts). */
export function firstViewPending(): void {
  window.__firstView ??= 'pending';
}

/** The early script: the first view is on screen, or will not be painted (no paint, failed reads). */
export function firstViewSettled(): void {
  if (window.__firstView === 'settled') return;
  window.__firstView = 'settled';
  window.dispatchEvent(new Event(SETTLED_EVENT));
}

/** Whether the page may still get an early first view: its loading region is there to be painted. */
const mayPaint = (): boolean => window.__firstView === 'pending' || (window.__firstView === undefined && document.querySelector('[data-early-region]') !== null);

/** The app's entry: resolves once the first view has settled, at the latest FIRST_VIEW_WAIT_MS into the visit. */
export function whenFirstViewSettled(): Promise<void> {
  if (!mayPaint()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, FIRST_VIEW_WAIT_MS - performance.now()));
    window.addEventListener(
      SETTLED_EVENT,
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
