import { dequal } from 'dequal/lite';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { earlyPaintedRows } from '../../lib/earlyPaint';
import { useStoreInTransitions } from '../../lib/useStoreInTransitions';
import { hasStoredSession } from '../auth/hasStoredSession';
import { firstAnswer, subscribeFirstAnswers } from '../mirror/firstAnswers';
import type { PullQuery } from '../mirror/pullQueries';
import { requestPull, watchQuery } from '../mirror/pullScheduler';
import { LOADING, pullState, subscribePullStates } from '../mirror/pullStates';
import type { LoadState } from './loadState';
import { useLiveQueryInTransitions } from './useLiveQueryInTransitions';

/**
 * The one path every data hook takes: keeps `query` registered with the pull scheduler while the
 * component shows it (pulled on first use in this page, then on focus, online and own writes),
 * reads the rows from Dexie with a live query (a visitor's first view from the pull's answer while
 * Dexie has nothing, mirror/firstAnswers.ts), and reports the pull's state next to them.
 * `read` resolves to undefined when the device has nothing stored for the query; `shows` tells
 * whether what it read has the rows to show (a page's total alone does not).
 */
export function useMirroredQuery<T>(
  query: PullQuery,
  read: () => Promise<T | undefined>,
  deps: unknown[],
  shows: (data: T) => boolean = () => true,
): { data: T | undefined; load: LoadState } {
  const { key } = query;
  useEffect(
    () => watchQuery(query),
    // The key identifies the query; a new object with the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  // Answers arrive from the network and the device's database: they render as transitions, in
  // slices (lib/useStoreInTransitions.ts), not as one blocking task each.
  const state = useStoreInTransitions(
    subscribePullStates,
    useCallback(() => pullState(key), [key]),
    // Prerendered pages show the loading state; the browser takes over after hydration.
    loadingState,
  );
  // What the screen shows now: when Dexie answers with the same rows (the pull stored what the
  // first view shows), the screen keeps its objects, and memoized cards need not render again.
  const shown = useRef<T | undefined>(undefined);
  // Wrapped, so "Dexie has not answered yet" (undefined) differs from "nothing stored" ({ data: undefined }).
  const stored = useLiveQueryInTransitions(async () => {
    const data = await read();
    return { data: shown.current !== undefined && dequal(shown.current, data) ? shown.current : data };
  }, deps);
  // A page the early script painted from its early read hydrates with those very rows, and keeps
  // them until the pull's own answer (the same read, taken over) is published.
  const answered = useStoreInTransitions(
    subscribeFirstAnswers,
    useCallback(() => {
      const answer = firstAnswer<T>(key);
      // Not `??`: an answer of null (no such album) is an answer.
      return answer !== undefined ? answer : earlyPaintedRows<T>(key);
    }, [key]),
    useCallback(() => earlyPaintedRows<T>(key), [key]),
  );
  const storedShows = stored?.data !== undefined && shows(stored.data);
  const data = !storedShows && answered !== undefined && !hasStoredSession() ? answered : stored?.data;
  useEffect(() => {
    shown.current = data;
  }, [data]);
  const retry = useCallback(
    () => void requestPull(query, { force: true }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const load = useMemo<LoadState>(() => {
    // Until Dexie answered, the device may still have rows: never claim a failure before that.
    if ((stored === undefined && data === undefined) || state.status === 'loading') return { status: 'loading', reason: null, retrying: false, retry };
    if (state.status === 'loaded') return { status: 'loaded', reason: null, retrying: false, retry };
    return { status: 'failed', reason: state.reason, retrying: state.retrying, retry };
  }, [stored, data, state, retry]);
  return { data, load };
}

const loadingState = () => LOADING;
