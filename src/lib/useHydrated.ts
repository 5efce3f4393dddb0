import { startTransition, useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and while hydrating, true right after. The switch is a transition,
 * so what it reveals renders in slices after hydration. (A useSyncExternalStore whose server
 * snapshot differs forces a synchronous re-render instead: one long task right after hydration,
 * which Lighthouse counts in the blocking time.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
