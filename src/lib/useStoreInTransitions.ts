import { startTransition, useEffect, useState } from 'react';
import { rendersServerState } from './hydration';

/**
 * Reads an external store like useSyncExternalStore, but renders its changes as transitions.
 * React renders every change of a useSyncExternalStore at once, in one blocking task (and so the
 * switch from the server snapshot after hydration), however many cards it redraws; a transition
 * renders in slices and lets the browser answer input in between. Data that arrives from the
 * network or the device's database is no input to answer at once.
 * `getSnapshot` and `subscribe` must be stable (useCallback); equal snapshots must be the same value.
 */
export function useStoreInTransitions<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const [value, setValue] = useState<T>(() => (rendersServerState() ? getServerSnapshot() : getSnapshot()));
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => getSnapshot()));
    update();
    return subscribe(update);
  }, [subscribe, getSnapshot]);
  return value;
}
