import { useEffect, useRef } from 'react';
import { pageHeading } from '../pageHeading';
import { useRouterState } from './hooks';
import { focusedLinkOf, wasLeftByLink } from './focusPositions';

/** How long after a change of page the focus waits for its place to be rendered (a route's data). */
const WAIT_MS = 3000;

/**
 * Focus after a change of page, where a server-rendered site would have it start and better: a
 * link to another page puts the focus on that page's heading (it fell to the page's body with the
 * link that was pressed), Back and Forward on the link the entry was left by (else where it was).
 * Changes within a page (another page of a list, an image opened, a `#section`) keep their own
 * focus; so does anything the visitor or the page focused meanwhile.
 */
export function FocusRestoration() {
  const { location, historyAction, initial } = useRouterState();
  const shownPath = useRef(location.pathname);

  useEffect(() => {
    const left = shownPath.current;
    shownPath.current = location.pathname;
    if (initial || left === location.pathname || location.hash) return;
    // Back or Forward: the link the page was left by, if it was (the scroll is restored; the heading may be out of sight).
    if (historyAction === 'POP') return wasLeftByLink(location.key) ? focusWhenRendered(() => focusedLinkOf(location.key)) : undefined;
    return focusWhenRendered(pageHeading);
    // Once per history entry shown; a re-render of the same one moves nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}

/**
 * Focuses `wanted()` once it is rendered, and again should it be replaced meanwhile (the page left
 * may stay on screen until the new one has its data); stops where the focus was put elsewhere, and
 * after a while.
 */
function focusWhenRendered(wanted: () => HTMLElement | null): () => void {
  const before = document.activeElement;
  const until = performance.now() + WAIT_MS;
  let placed: Element | null = null;
  let frame = 0;
  const step = () => {
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (!lost && active !== before && active !== placed) return;
    if (lost || active === before) {
      const target = wanted();
      if (target) {
        target.focus({ preventScroll: true });
        placed = target;
      }
    }
    if (performance.now() < until) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
