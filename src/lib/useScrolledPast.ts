import { useSyncExternalStore } from 'react';
import { subscribeToScroll } from './scroll';

/** True once the page is scrolled further down than `px`; re-renders only when that flips. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > px,
    () => false,
  );
}
