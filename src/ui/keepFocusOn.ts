import { watchWindow } from './watchWindow';

/** How long after a press (or after `done`, the press's work) the focus is watched. */
const WATCH_MS = 2000;

/**
 * Gives the focus back to `element` should it fall to the page meanwhile: when a list reorders,
 * React moves a card's node, and a node taken out of the document loses the focus, so a keyboard
 * user who pressed 'Nach oben' found themselves at the top of the page. Stops once the user has
 * moved on, or after a while.
 */
export function keepFocusOn(element: Element | null, done?: Promise<unknown>): void {
  if (!(element instanceof HTMLElement) || element === document.body) return;
  const watching = watchWindow(WATCH_MS, done);
  const check = () => {
    const active = document.activeElement;
    if ((active === null || active === document.body) && element.isConnected) element.focus();
    else if (active !== element) return;
    if (watching()) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
