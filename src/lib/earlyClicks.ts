import type { SwipeStep } from './swipeStep';

declare global {
  interface Window {
    /** Swipes on carousels marked data-early-swipe made before the app ran, in order (the early script keeps them). */
    __earlySwipes?: { region: Element; step: SwipeStep }[];
    /** Controls marked data-early-click that were clicked before the app ran, in order (the early script keeps them). */
    __earlyClicks?: Element[];
    __earlyClicksTaken?: boolean;
  }
}

/**
 * Repeats the clicks made before the app ran on controls inside `root` (itself included), now
 * that React handles them: prerendered and painted controls stay the same elements when React
 * hydrates them. From the first call on React handles clicks itself, so no more are kept.
 */
export function replayEarlyClicksWithin(root: Element | null): void {
  window.__earlyClicksTaken = true;
  if (!root) return;
  const kept = window.__earlyClicks ?? [];
  const mine = kept.filter((element) => root.contains(element));
  window.__earlyClicks = kept.filter((element) => !mine.includes(element));
  for (const element of mine) if (element instanceof HTMLElement) element.click();
}

/**
 * The swipes made before the app ran on the carousel `root` (marked data-early-swipe), in order,
 * for it to apply now; each is handed out once.
 */
export function takeEarlySwipesOn(root: Element | null): SwipeStep[] {
  const kept = window.__earlySwipes ?? [];
  if (!root || kept.length === 0) return [];
  window.__earlySwipes = kept.filter((swipe) => swipe.region !== root);
  return kept.filter((swipe) => swipe.region === root).map((swipe) => swipe.step);
}
