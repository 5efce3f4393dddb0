import { useLayoutEffect, useRef } from 'react';
import { css, cx } from '../styled-system/css';
import { loadFailedText } from '../content/loadStates';

interface RetryButtonProps {
  /** A retry runs: the button stays (inactive, saying so) so focus stays on it. */
  retrying: boolean;
  onRetry: () => void;
  className: string;
}

/** 'Erneut versuchen' of a failed load; aria-disabled, not disabled, while it runs (a disabled button would drop the keyboard focus). */
export function RetryButton({ retrying, onRetry, className }: RetryButtonProps) {
  return (
    <button type="button" className={cx(className, retrying && css({ opacity: '0.7', cursor: 'not-allowed' }))} aria-disabled={retrying || undefined} onClick={() => !retrying && onRetry()}>
      {retrying ? loadFailedText.retrying : loadFailedText.retry}
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
