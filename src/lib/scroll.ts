/**
 * One passive scroll/resize listener for the whole shell, throttled to animation frames.
 * Consumers subscribe and read what they need, so a scroll re-renders only what changed.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let frame = 0;

function notify() {
  frame = 0;
  for (const listener of listeners) listener();
}

function schedule() {
  if (!frame) frame = requestAnimationFrame(notify);
}

export function subscribeToScroll(listener: Listener): () => void {
  if (listeners.size === 0) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      frame = 0;
    }
  };
}

/** Fraction of the page scrolled, 0 at the top and 1 at the bottom. */
export function scrollFraction(): number {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 0;
}

/** True when the viewport touches the end of the page (a pixel of rounding allowed). */
export function isScrolledToBottom(): boolean {
  const max = document.documentElement.scrollHeight - window.innerHeight;
  return max > 0 && window.scrollY >= max - 1;
}
