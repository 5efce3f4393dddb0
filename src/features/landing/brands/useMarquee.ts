import { useEffect, type RefObject } from 'react';

/** The strip moves 1 px every 30 ms (SPEC.md section 9). */
const MARQUEE_STEP_PX = 1;
const MARQUEE_TICK_MS = 30;

/**
 * Moves the track left by a pixel per tick and wraps at half its width: the entries are shown
 * twice, so the wrap is invisible. Written to the DOM directly, so React does not re-render.
 */
export function useMarquee(track: RefObject<HTMLElement | null>, running: boolean) {
  useEffect(() => {
    const element = track.current;
    if (!running || !element) return;
    let offset = Number(element.dataset.offset ?? 0);
    const timer = window.setInterval(() => {
      const half = element.scrollWidth / 2;
      offset += MARQUEE_STEP_PX;
      if (half > 0 && offset >= half) offset -= half;
      element.dataset.offset = String(offset);
      element.style.transform = `translate3d(${-offset}px, 0, 0)`;
    }, MARQUEE_TICK_MS);
    return () => window.clearInterval(timer);
  }, [track, running]);
}
