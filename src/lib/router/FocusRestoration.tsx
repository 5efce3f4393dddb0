import { useEffect, useRef } from 'react';
import { focusWhenPresent } from '../focusWhenPresent';
import { pageHeading } from '../pageHeading';
import { useRouterState } from './hooks';
import { focusedLinkOf, wasLeftByLink } from './focusPositions';

/** The scroll is ScrollRestoration's: the focus does not move it. */
const KEEP_SCROLL: FocusOptions = { preventScroll: true };

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
    if (historyAction === 'POP') return wasLeftByLink(location.key) ? focusWhenPresent([() => focusedLinkOf(location.key)], null, KEEP_SCROLL) : undefined;
    return focusWhenPresent([pageHeading], null, KEEP_SCROLL);
    // Once per history entry shown; a re-render of the same one moves nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
