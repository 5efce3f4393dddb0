import { earlyPaintOpen, recordEarlyPaint } from '../lib/earlyPaint';
import { holdImagesAfterFirst } from '../lib/heldImages';
import type { PaintedView } from './readsForLocation';

export { EARLY_REGIONS, NOT_FOUND_VIEW } from '../lib/earlyPaint';

/*
 * Where the early script (its rows) and a page's painter script (its markup) meet: they arrive
 * in either order, and the first view is painted once both are there. Each painter is a script
 * of its own (src/early/paint*.ts), loaded only by its page, so other pages do not download it.
 */

/** A region's view, and who hears when it is on screen (with its first image) or will not be. */
interface OfferedView {
  painted: PaintedView;
  done: (firstImage: HTMLImageElement | null) => void;
}

interface EarlyPaintState {
  /** What each region is to show, with what each pull's hook is to read. */
  views: Record<string, OfferedView>;
  painters: Record<string, (view: unknown) => string>;
}

declare global {
  interface Window {
    __earlyPaintHandoff?: EarlyPaintState;
  }
}

const state = (): EarlyPaintState => (window.__earlyPaintHandoff ??= { views: {}, painters: {} });

/**
 * Once the page's markup is parsed (the answer may come first on a slow link). Not
 * DOMContentLoaded: that waits for the app's module scripts to run.
 */
export function whenParsed(then: () => void): void {
  if (document.readyState !== 'loading') return then();
  document.addEventListener('readystatechange', then, { once: true });
}

/**
 * Paints the region in place of its loading state, unless the app has begun to hydrate (then
 * React shows the rows itself). The app's first render reads the same view (recordEarlyPaint),
 * so it hydrates these elements instead of replacing them.
 */
function paintWhenReady(region: string): void {
  const { views, painters } = state();
  const offered = views[region];
  const html = painters[region];
  if (!offered || !html) return;
  delete views[region];
  whenParsed(() => {
    const element = document.querySelector(`[data-early-region="${region}"]`);
    if (!element || !earlyPaintOpen()) return offered.done(null);
    const template = document.createElement('template');
    template.innerHTML = html(offered.painted.view);
    const firstImage = holdImagesAfterFirst(template.content);
    // Marked before it is painted, so the browser reports that paint (the early script waits for
    // it). The mark stays: React keeps attributes it does not render, and it marks nothing else.
    firstImage?.setAttribute('elementtiming', 'first-view');
    element.replaceWith(template.content);
    // The page is no longer loading (the gallery's main says so while its cards load).
    document.getElementById('main')?.removeAttribute('aria-busy');
    for (const [key, rows] of Object.entries(offered.painted.pulls)) recordEarlyPaint(key, rows);
    offered.done(firstImage);
  });
}

/**
 * The early script: what `region` is to show, from the early reads' answers. `done` hears when
 * it is painted (with its first image, if any), or that it will not be.
 */
export function offerEarlyView(region: string, painted: PaintedView, done: OfferedView['done']): void {
  state().views[region] = { painted, done };
  paintWhenReady(region);
}

/** A page's painter script: how `region` is written. */
export function registerEarlyPainter(region: string, html: (view: unknown) => string): void {
  state().painters[region] = html;
  paintWhenReady(region);
}
