import { watchWindow } from './watchWindow';

/** How long after a press (or after `done`, the press's work) a list's reorder is waited for. */
const WATCH_MS = 2000;
/** How long after the move the moved element's size is watched (its images may load and grow it). */
const SETTLE_MS = 1500;

const inView = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight;
};

/**
 * Scrolls `element` into view once it has moved (a card moved one place up may go a row up, out
 * of sight, and a keyboard or pointer user lost it). Nothing happens if it stays in place or in view.
 * `focused`, the control pressed inside it, is what must stay in sight: where the element is taller
 * than the window, or grows after the move (its images load), that control is scrolled to instead.
 */
export function followMove(element: Element | null | undefined, smooth: boolean, focused: Element | null = null, done?: Promise<unknown>): void {
  if (!(element instanceof HTMLElement)) return;
  const pressed = focused instanceof HTMLElement && element.contains(focused) ? focused : null;
  const from = element.getBoundingClientRect().top + window.scrollY;
  const watching = watchWindow(WATCH_MS, done);
  let settledBy = 0;
  let height = 0;
  const behavior: ScrollBehavior = smooth ? 'smooth' : 'auto';
  const follow = () => {
    const tall = element.getBoundingClientRect().height > window.innerHeight;
    (tall && pressed ? pressed : element).scrollIntoView({ block: 'nearest', behavior });
  };
  const check = () => {
    if (!element.isConnected) return;
    if (settledBy === 0) {
      if (element.getBoundingClientRect().top + window.scrollY !== from) {
        follow();
        settledBy = performance.now() + SETTLE_MS;
        height = element.getBoundingClientRect().height;
      } else if (!watching()) return;
    } else {
      const now = element.getBoundingClientRect().height;
      // Grown or shrunk after the move (its row-sync mark comes and goes): followed again by the same
      // rule. Scrolling to the pressed control alone cut short a smooth follow still under way and
      // left the card above the window with only its foot in sight.
      if (now !== height) {
        height = now;
        if (!inView(element)) follow();
      }
      if (performance.now() >= settledBy) return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
