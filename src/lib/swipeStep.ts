/** Horizontal distance a drag must cover to count as a swipe (SPEC.md section 9). */
const SWIPE_THRESHOLD_PX = 10;

/** A swipe moves a carousel to its next item (a drag to the left) or its previous one. */
export type SwipeStep = 'next' | 'previous';

/**
 * What a drag of `dx`, `dy` pixels means to a carousel: nothing when it is short or more vertical
 * than horizontal (a scroll). Shared by the app (useSwipe) and the early script, which keeps
 * swipes made before the app runs.
 */
export function swipeStep(dx: number, dy: number): SwipeStep | null {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
