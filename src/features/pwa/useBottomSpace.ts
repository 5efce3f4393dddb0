import { useLayoutEffect, type RefObject } from 'react';

/** What floats at the window's bottom: the offline banner, and the install hint above it. */
type BottomPart = 'banner' | 'hint';

/** The hint's distance from the window's bottom (or the banner's top), kept free below it as well. */
const HINT_GAP_PX = 16;

/** The banner's height as a CSS variable, for what must stand above it (the install hint's placement). */
const BANNER_HEIGHT_VAR = '--offline-banner-height';

const heights = new Map<BottomPart, number>();

function apply(): void {
  const total = [...heights.values()].reduce((sum, height) => sum + height, 0);
  document.body.style.paddingBottom = total > 0 ? `${total}px` : '';
  // The hint stands on the banner, not under it (src/features/pwa/InstallHint.tsx).
  document.documentElement.style.setProperty(BANNER_HEIGHT_VAR, `${heights.get('banner') ?? 0}px`);
}

/**
 * Keeps the page's end clear of a fixed part while it shows: the body's bottom padding is the sum
 * of what floats there (the banner's four lines on a phone, the install hint above it), so the
 * footer's last line can still be scrolled to and clicked.
 */
export function useBottomSpace(part: BottomPart, element: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const current = element.current;
    if (!shown || !current) return undefined;
    const reserve = () => {
      heights.set(part, current.offsetHeight + (part === 'hint' ? 2 * HINT_GAP_PX : 0));
      apply();
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(current);
    return () => {
      observer.disconnect();
      heights.delete(part);
      apply();
    };
  }, [part, element, shown]);
}
