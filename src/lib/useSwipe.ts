import { useRef, type DragEvent, type MouseEvent, type PointerEvent } from 'react';
import { swipeStep } from './swipeStep';

interface SwipeHandlers {
  onSwipeLeft: () => void;
  onSwipeRight: () => void;
  /** Called when a drag starts and ends, so auto-advance can pause meanwhile. */
  onInteraction?: (active: boolean) => void;
}

/**
 * Swipe by touch and by mouse drag through pointer events: a few lines instead of a gesture
 * library on the landing page's critical path.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight, onInteraction }: SwipeHandlers) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const moved = useRef(false);

  function finish(event: PointerEvent<HTMLElement>) {
    const origin = start.current;
    start.current = null;
    onInteraction?.(false);
    if (!origin) return;
    const step = swipeStep(event.clientX - origin.x, event.clientY - origin.y);
    if (!step) return;
    moved.current = true;
    if (step === 'next') onSwipeLeft();
    else onSwipeRight();
  }

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY };
      moved.current = false;
      onInteraction?.(true);
    },
    onPointerUp: finish,
    onPointerCancel() {
      start.current = null;
      onInteraction?.(false);
    },
    onPointerLeave(event: PointerEvent<HTMLElement>) {
      if (start.current) finish(event);
    },
    // A drag that turned into a swipe must not also click the link or button under the pointer.
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (moved.current) {
        event.preventDefault();
        event.stopPropagation();
        moved.current = false;
      }
    },
    // Stops the browser's native image drag from swallowing the mouse swipe.
    onDragStart(event: DragEvent<HTMLElement>) {
      event.preventDefault();
    },
  };
}
