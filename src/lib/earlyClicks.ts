declare global {
  interface Window {
    __earlyClicks?: string[];
    /** The controls those clicks were on, in order (painted ones stay the same elements when React hydrates them). */
    __earlyClickedElements?: Element[];
    __earlyClicksTaken?: boolean;
  }
}

/**
 * Whether the visitor clicked the control marked `data-early-click={name}` before the app's code
 * ran (the early script, src/early/main.ts, keeps such clicks). Asked once the app is interactive; from then on
 * React handles the clicks itself, so no more are kept.
 */
/**
 * Repeats the clicks made before the app ran on controls inside `root` (marked data-early-click,
 * any name), now that React handles them: the painted carousel's arrows and dots, for one.
 */
export function replayEarlyClicksWithin(root: Element | null): void {
  window.__earlyClicksTaken = true;
  if (!root) return;
  const kept = window.__earlyClickedElements ?? [];
  const mine = kept.filter((element) => root.contains(element));
  window.__earlyClickedElements = kept.filter((element) => !mine.includes(element));
  for (const element of mine) if (element instanceof HTMLElement) element.click();
}

export function takeEarlyClick(name: string): boolean {
  window.__earlyClicksTaken = true;
  const kept = window.__earlyClicks ?? [];
  const index = kept.indexOf(name);
  if (index === -1) return false;
  kept.splice(index, 1);
  return true;
}
