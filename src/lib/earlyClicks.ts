declare global {
  interface Window {
    __earlyClicks?: string[];
    __earlyClicksTaken?: boolean;
  }
}

/**
 * Whether the visitor clicked the control marked `data-early-click={name}` before the app's code
 * ran (the early script, src/early/main.ts, keeps such clicks). Asked once the app is interactive; from then on
 * React handles the clicks itself, so no more are kept.
 */
export function takeEarlyClick(name: string): boolean {
  window.__earlyClicksTaken = true;
  const kept = window.__earlyClicks ?? [];
  const index = kept.indexOf(name);
  if (index === -1) return false;
  kept.splice(index, 1);
  return true;
}
