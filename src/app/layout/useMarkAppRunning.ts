import { useEffect } from 'react';

/** `<html data-app="running">`: the attribute the running app sets. */
export const APP_RUNNING = { attribute: 'data-app', value: 'running' } as const;

/**
 * Marks the page as run by the app once the layout's first render is committed (a parent's
 * effect runs after its children's, so every control of the page answers by then). The
 * prerendered page and the early paint lack the mark; tests wait on it before they time the
 * app's own clocks (the slideshow's interval).
 */
export function useMarkAppRunning(): void {
  useEffect(() => {
    document.documentElement.setAttribute(APP_RUNNING.attribute, APP_RUNNING.value);
  }, []);
}
