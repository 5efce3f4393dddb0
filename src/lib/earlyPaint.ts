import { releaseHeldImages } from './heldImages';

declare global {
  interface Window {
    /** The rows the early script painted a page's first view from, by the key of their pull. */
    __earlyPainted?: Record<string, unknown>;
    /** Set when the app starts to hydrate: from then on React owns the page's elements. */
    __earlyPaintClosed?: boolean;
  }
}

/*
 * The hand-over between the data pages' early script (src/early/dataPage.ts), which may paint a
 * page's first view from its early read before the app has loaded, and the app, which hydrates
 * that markup: the app's first render must show the same rows, or the elements would not match.
 */

/** The regions a page's first view is painted into (`data-early-region`), each by its painter script. */
export const EARLY_REGIONS = { offers: 'offers', albums: 'albums', album: 'album' } as const;

/** A region's view when the server has no such row (an album page's unknown album). */
export const NOT_FOUND_VIEW = 'not-found';

/** A region still showing its loading state: painting replaces the marked element. */
export const EARLY_REGION_SELECTOR = '[data-early-region]';

/** Whether the early script may still change the page (the app has not begun to hydrate). */
export const earlyPaintOpen = (): boolean => typeof window !== 'undefined' && !window.__earlyPaintClosed;

export function recordEarlyPaint(key: string, rows: unknown): void {
  (window.__earlyPainted ??= {})[key] = rows;
}

/** Called right before hydration starts (the first view may not have settled: the app waits only so long). */
export function closeEarlyPaint(): void {
  window.__earlyPaintClosed = true;
  releaseHeldImages();
}

/** The rows the early script painted for `key`, if it did (never on the server). */
export function earlyPaintedRows<T>(key: string): T | undefined {
  return typeof window === 'undefined' ? undefined : (window.__earlyPainted?.[key] as T | undefined);
}
