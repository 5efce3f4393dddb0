import { useEffect } from 'react';
import { watchQuery } from '../mirror/pullScheduler';
import type { PullQuery } from '../mirror/pullQueries';

/** Keeps the query registered (and pulled when stale) while the component shows it. */
export function useWatchedQuery(query: PullQuery | null): void {
  const key = query?.key ?? null;
  useEffect(() => {
    if (!query) return;
    return watchQuery(query);
    // The key identifies the query; a new object with the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
