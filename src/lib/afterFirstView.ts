import { useEffect, useState } from 'react';
import { EARLY_REGION_SELECTOR } from './earlyPaint';

/**
 * How long work waits for the first view at most: a region that never loads must not hold it
 * for ever, and the bar's login control waits on it (a full run once saw no 'Logout' within 10 s).
 */
const MAX_WAIT_MS = 3000;
/** Longest an idle callback waits for idle time (a busy page still gets its turn). */
const IDLE_TIMEOUT_MS = 1000;
/** Between two looks at a page still loading. */
const LOOK_PAUSE_MS = 100;
/** Where the browser has no idle callbacks (Safari): a short pause instead. */
const FALLBACK_PAUSE_MS = 200;

function onIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, FALLBACK_PAUSE_MS);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` once the page's first view shows its data (no loading region left, lib/earlyPaint.ts)
 * and the browser is idle (at the latest MAX_WAIT_MS after it was asked): for work the page does
 * not need to show, such as loading code ahead.
 * Evaluating a large chunk is one long task that cannot be split; started with the page, it holds
 * back the first cards on a slow tablet by seconds. Returns a function that cancels it.
 */
export function afterFirstView(task: () => void, maxWaitMs = MAX_WAIT_MS): () => void {
  const start = performance.now();
  let cancel = onIdle(function look() {
    const loading = document.querySelector(EARLY_REGION_SELECTOR) !== null;
    if (!loading || performance.now() - start >= maxWaitMs) return task();
    const timer = setTimeout(() => (cancel = onIdle(look)), LOOK_PAUSE_MS);
    cancel = () => clearTimeout(timer);
  });
  return () => cancel();
}

let firstViewPassed = false;

/**
 * False until the page's first view shows its data (`afterFirstView`), then true for the rest of
 * the visit: for parts that may appear after the content, such as the bar's staff controls.
 */
export function useAfterFirstView(): boolean {
  const [passed, setPassed] = useState(firstViewPassed);
  useEffect(() => {
    if (passed) return;
    return afterFirstView(() => {
      firstViewPassed = true;
      setPassed(true);
    });
  }, [passed]);
  return passed;
}
