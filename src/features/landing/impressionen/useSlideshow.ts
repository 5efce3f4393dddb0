import { useCallback, useEffect, useState } from 'react';

/** Auto-advance interval of the Impressionen slideshow (SPEC.md section 9). */
const SLIDE_INTERVAL_MS = 5000;

/** Next index with wraparound in both directions. */
function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * Index of the visible slide. While `running`, it advances every interval; any manual change
 * restarts the wait, so a slide the visitor chose stays a full interval.
 */
export function useSlideshow(count: number, running: boolean, intervalMs = SLIDE_INTERVAL_MS) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);
  const next = useCallback(() => setIndex((current) => wrapIndex(current + 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => wrapIndex(current - 1, count)), [count]);
  return { index, goTo, next, previous };
}
