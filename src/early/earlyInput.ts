import { swipeStep } from '../lib/swipeStep';

function keepEarlyClicks(): void {
  const kept: Element[] = (window.__earlyClicks = []);
  document.addEventListener(
    'click',
    (event) => {
      if (window.__earlyClicksTaken) return;
      const target = event.target instanceof Element ? event.target.closest('[data-early-click]') : null;
      if (target) kept.push(target);
    },
    true,
  );
}

/** Swipes on carousels marked data-early-swipe (src/lib/earlyClicks.ts hands them to each carousel). */
function keepEarlySwipes(): void {
  const kept: NonNullable<Window['__earlySwipes']> = (window.__earlySwipes = []);
  let start: { x: number; y: number; region: Element } | null = null;
  const regionOf = (event: Event) => (!window.__earlyClicksTaken && event.target instanceof Element ? event.target.closest('[data-early-swipe]') : null);
  const listen = <K extends keyof DocumentEventMap>(type: K, listener: (event: DocumentEventMap[K]) => void) => document.addEventListener(type, listener, true);
  listen('pointerdown', (event) => {
    const region = regionOf(event);
    start = region ? { x: event.clientX, y: event.clientY, region } : null;
  });
  listen('pointerup', (event) => {
    const step = start && !window.__earlyClicksTaken ? swipeStep(event.clientX - start.x, event.clientY - start.y) : null;
    if (step && start) kept.push({ region: start.region, step });
    start = null;
  });
  listen('pointercancel', () => {
    start = null;
  });
  // The browser's own drag of an image would take a mouse swipe over.
  listen('dragstart', (event) => {
    if (regionOf(event)) event.preventDefault();
  });
}

/**
 * Clicks on controls marked data-early-click and swipes on carousels marked data-early-swipe
 * before the app runs, kept for the app to replay (src/lib/earlyClicks.ts hands them over).
 */
export function keepEarlyInput(): void {
  keepEarlyClicks();
  keepEarlySwipes();
}
