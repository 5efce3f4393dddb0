import { useEffect, useLayoutEffect } from 'react';
import { useRouterState } from './hooks';
import { persistScrollPositions, savedScrollPosition } from './scrollPositions';

// Not on the server: a layout effect there only warns.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function scrollFor(saved: number | undefined, hash: string, preventScrollReset: boolean): void {
  if (saved !== undefined) {
    window.scrollTo(0, saved);
    return;
  }
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else if (!preventScrollReset) window.scrollTo(0, 0);
}

/**
 * Scroll after a change of page, as browsers do between server-rendered pages: Back and Forward
 * return to where the visitor was, a link to `#id` shows that element, any other link opens the
 * page at the top (unless it asked to keep the position). The page the app starts on keeps the
 * browser's position (a visitor may have scrolled the prerendered page before the app ran).
 */
export function ScrollRestoration() {
  const { location, historyAction, preventScrollReset, initial } = useRouterState();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', persistScrollPositions);
    return () => {
      window.history.scrollRestoration = 'auto';
      window.removeEventListener('pagehide', persistScrollPositions);
    };
  }, []);

  useClientLayoutEffect(() => {
    if (!initial) scrollFor(historyAction === 'POP' ? savedScrollPosition(location.key) : undefined, location.hash, preventScrollReset);
    // Only a new history entry (or a return to one) scrolls; a re-render of the same one does not.
  }, [location.key]);

  return null;
}
