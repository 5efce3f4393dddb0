/** How long after a press a list's reorder is waited for: it follows the save's local write. */
const WATCH_MS = 2000;

/**
 * Scrolls `element` into view once it has moved (a card moved one place up may go a row up, out
 * of sight, and a keyboard or pointer user lost it). Nothing happens if it stays in place or in view.
 */
export function followMove(element: Element | null | undefined, smooth: boolean, forMs = WATCH_MS): void {
  if (!(element instanceof HTMLElement)) return;
  const from = element.getBoundingClientRect().top + window.scrollY;
  const until = performance.now() + forMs;
  const check = () => {
    if (!element.isConnected) return;
    if (element.getBoundingClientRect().top + window.scrollY !== from) {
      element.scrollIntoView({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
      return;
    }
    if (performance.now() < until) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
