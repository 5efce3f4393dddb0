/**
 * The page's early script (built to /early.js, loaded async from every page's head): it runs as
 * soon as it arrives, long before the app's code on a slow phone. It keeps clicks on controls
 * marked data-early-click (src/lib/earlyClicks.ts takes them), starts the data reads of the page
 * being opened, which the app's public reader takes over, preloads the first image those rows
 * name and, on /sale, paints the cards from them. Kept tiny: no React, no Dexie, no styling runtime.
 */
import { hasStoredSession, readBackendConfig, startEarlyReads } from '../data/early';
import { earlyPaintOpen, recordEarlyPaint } from '../lib/earlyPaint';
import { earlyPageFor, type EarlyPage, type EarlyPaint, type FirstImage } from './readsForLocation';

function keepEarlyClicks(): void {
  const kept: string[] = (window.__earlyClicks = []);
  document.addEventListener(
    'click',
    (event) => {
      if (window.__earlyClicksTaken) return;
      const target = event.target instanceof Element ? event.target.closest('[data-early-click]') : null;
      if (target) kept.push(target.getAttribute('data-early-click') ?? '');
    },
    true,
  );
}

function preload({ href, srcset }: FirstImage): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  if (srcset) link.setAttribute('imagesrcset', srcset);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

function parseRows(text: string): unknown[] {
  try {
    const rows = JSON.parse(text) as unknown;
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
}

/**
 * Once the page's markup is parsed (the answer may come first on a slow link). Not
 * DOMContentLoaded: that waits for the app's module scripts to run.
 */
function whenParsed(then: () => void): void {
  if (document.readyState !== 'loading') return then();
  document.addEventListener('readystatechange', then, { once: true });
}

/**
 * Paints the page's first view from the early read's rows in place of its loading state, unless
 * the app has begun to hydrate (then React shows the rows itself). The app's first render reads
 * the same rows (recordEarlyPaint), so it hydrates these elements instead of replacing them.
 */
function paintFirstView(paint: EarlyPaint, rows: unknown[]): void {
  whenParsed(() => {
    const region = document.querySelector(`[data-early-region="${paint.region}"]`);
    if (!region || !earlyPaintOpen()) return;
    const view = paint.view(rows);
    region.outerHTML = paint.html(view);
    // The page is no longer loading (the gallery's main says so while its cards load).
    document.getElementById('main')?.removeAttribute('aria-busy');
    recordEarlyPaint(paint.key, view);
  });
}

keepEarlyClicks();
// Visitors only: with a session the device may run the sync engine, and an answer sent before
// the app could note its write generation might predate a write another tab confirmed meanwhile
// (mirror/writeGeneration.ts); signed-in users' pulls start with the app as before.
const page: EarlyPage = hasStoredSession() ? { reads: [] } : earlyPageFor(location.pathname, location.search);
const answers = startEarlyReads(readBackendConfig(document), page.reads);
const { images, paint } = page;
if (images) {
  void answers[images.read]?.then((answer) => {
    const first = answer.status === 200 ? images.first(parseRows(answer.text)) : null;
    if (first) preload(first);
  });
}
if (paint) {
  void answers[paint.read]?.then((answer) => {
    const rows = answer.status === 200 ? parseRows(answer.text) : [];
    if (rows.length > 0) paintFirstView(paint, rows);
  });
}
