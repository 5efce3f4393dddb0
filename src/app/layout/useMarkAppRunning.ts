import { useEffect } from 'react';
import { hydrationFinished } from '../../lib/hydration';

/** `<html data-app="running">`: the attribute the running app sets. */
export const APP_RUNNING = { attribute: 'data-app', value: 'running' } as const;

/**
 * Once the layout's first render is committed (a parent's effect runs after its children's, so
 * every control of the page answers by then): hydration is over, and the page is marked as run
 * by the app. The prerendered page and the early paint lack the mark; tests wait on it before
 * they time the app's own clocks (the slideshow's interval).
 */
export function useMarkAppRunning(): void {
  useEffect(() => {
    hydrationFinished();
    document.documentElement.setAttribute(APP_RUNNING.attribute, APP_RUNNING.value);
  }, []);
}
