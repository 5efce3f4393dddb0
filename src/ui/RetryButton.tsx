import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { css, cx } from '../styled-system/css';
import { loadFailedText } from '../content/loadStates';

interface RetryButtonProps {
  /** A retry runs: the button stays (inactive, saying so) so focus stays on it. */
  retrying: boolean;
  onRetry: () => void;
  className: string;
}

/**
 * How long a press shows 'Wird erneut versucht …' at least: with no connection a retry fails
 * within milliseconds, and the press would seem to do nothing.
 */
export const RETRY_FEEDBACK_MS = 800;

/** 'Erneut versuchen' of a failed load; aria-disabled, not disabled, while it runs (a disabled button would drop the keyboard focus). */
export function RetryButton({ retrying, onRetry, className }: RetryButtonProps) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (!pressed) return;
    const timer = setTimeout(() => setPressed(false), RETRY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [pressed]);
  const busy = retrying || pressed;
  function retry() {
    if (busy) return;
    setPressed(true);
    onRetry();
  }
  return (
    <button type="button" className={cx(className, busy && css({ opacity: '0.7', cursor: 'not-allowed' }))} aria-disabled={busy || undefined} onClick={retry}>
      {busy ? loadFailedText.retrying : loadFailedText.retry}
    </button>
  );
}

/**
 * A message that goes away once its retry worked: if focus was inside it, focus moves on to
 * `focusAfter()` instead of falling back to the document. Returns the ref for the message's box.
 */
export function useFocusMovesOnWhenGone(focusAfter: () => HTMLElement | null | undefined) {
  const box = useRef<HTMLDivElement>(null);
  const target = useRef(focusAfter);
  useLayoutEffect(() => {
    target.current = focusAfter;
  });
  useLayoutEffect(() => {
    const element = box.current;
    // A layout effect's cleanup runs while the element is still in the document.
    return () => {
      if (element?.contains(document.activeElement)) target.current()?.focus({ preventScroll: true });
    };
  }, []);
  return box;
}
