import { useEffect, useSyncExternalStore } from 'react';

/*
 * A page whose title depends on its data (an album's name) names it here; the document's meta
 * (src/app/seo/useDocumentMeta.ts) prefers it to the route's title while that page is shown.
 */
let override: string | null = null;
const listeners = new Set<() => void>();

function set(title: string | null): void {
  override = title;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The page's own title while it is mounted (undefined: the route's title). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    set(title);
    return () => set(null);
  }, [title]);
}

/** The title a page named, or null. */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => override,
    () => null,
  );
}
