import { useEffect, useSyncExternalStore } from 'react';

/**
 * A module loaded on first use and read without suspending (`useCodeOnDemand`): null until it
 * has arrived, then the module. For parts of a list that may show up after it, such as staff
 * buttons on cards: with `lazy`, a list rendered in a transition that suspends on their code
 * commits together with them once it arrives (measured at 6x CPU: a staff tablet's offer cards
 * appeared in the same frame as their Chakra buttons, 0.9–1.7 s after the app started).
 */
export interface CodeOnDemand<T> {
  /** Starts loading (once; again after a failure); resolves to the module. */
  load(): Promise<T>;
  /** The module once loaded, else null. */
  current(): T | null;
  subscribe(listener: () => void): () => void;
}

export function codeOnDemand<T>(importModule: () => Promise<T>): CodeOnDemand<T> {
  let module: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importModule().then(
        (loaded) => {
          module = loaded;
          listeners.forEach((listener) => listener());
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => module,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const serverSnapshot = () => null;

/**
 * The module of `code` once it has loaded, else null; starts loading it while `wanted`. A load
 * that failed is tried again when the device is back online. That helps only where the module
 * itself was never requested (a stylesheet or chunk Vite preloads before it failed): the browser
 * remembers a module whose request failed (checked in Chromium 150), so for that one the notice
 * of src/ui/appCodeMissing.ts offers the reload once online.
 */
export function useCodeOnDemand<T>(code: CodeOnDemand<T>, wanted = true): T | null {
  const module = useSyncExternalStore(code.subscribe, code.current, serverSnapshot);
  const missing = wanted && module === null;
  // Requested while rendering, as `lazy` does (loading is idempotent): seen under load, React
  // rendered a staff tablet's list with the code wanted several times and ran no effect of those
  // renders, so an effect alone left the buttons away for good.
  if (missing && typeof window !== 'undefined') void code.load().catch(() => undefined);
  useEffect(() => {
    if (!missing) return;
    const load = () => void code.load().catch(() => undefined);
    load();
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, [code, missing]);
  return module;
}
