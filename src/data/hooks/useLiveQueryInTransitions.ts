import { liveQuery } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { startTransition } from 'react';

/**
 * dexie-react-hooks' useLiveQuery, with Dexie's answers rendered as transitions: in slices, not
 * in one blocking task per answer (a page of cards re-rendered when the pull stored its rows).
 */
export function useLiveQueryInTransitions<T>(querier: () => Promise<T>, deps: unknown[]): T | undefined {
  return useObservable<T>(() => {
    const source = liveQuery(querier);
    return {
      // A value the query already holds is read at once, as useLiveQuery does.
      hasValue: () => source.hasValue?.() ?? false,
      getValue: () => source.getValue?.() as T,
      subscribe: (onNext: (value: T) => unknown, onError?: (error: unknown) => unknown) =>
        source.subscribe(
          (value) => startTransition(() => void onNext(value)),
          (error: unknown) => startTransition(() => void onError?.(error)),
        ),
    };
  }, deps);
}
