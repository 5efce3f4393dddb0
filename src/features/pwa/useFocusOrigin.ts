import { useRef, type FocusEvent, type RefObject } from 'react';

/**
 * Where the focus came from into a floating notice, to give it back when the notice is put away:
 * removed with the focus inside, it would leave the focus on the page's body ('Nicht jetzt' by
 * keyboard, then Tab started over). Without an origin (the notice reached first), the main content.
 */
export function useFocusOrigin(notice: RefObject<HTMLElement | null>) {
  const origin = useRef<HTMLElement | null>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !notice.current?.contains(from)) origin.current = from;
  };
  const giveFocusBack = () => {
    if (!notice.current?.contains(document.activeElement)) return;
    const target = origin.current?.isConnected ? origin.current : document.getElementById('main');
    target?.focus({ preventScroll: true });
  };
  return { onFocus, giveFocusBack };
}
