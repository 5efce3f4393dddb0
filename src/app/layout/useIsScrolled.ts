import { useSyncExternalStore } from 'react';
import { subscribeToScroll } from './scrollStore';

/** The bar turns translucent once the page is scrolled more than this (SPEC.md section 9). */
export const TRANSLUCENT_AFTER_PX = 50;

export function useIsScrolled(threshold = TRANSLUCENT_AFTER_PX): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}
