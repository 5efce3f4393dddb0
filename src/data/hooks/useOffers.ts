import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '../db/database';
import { offersQuery } from '../mirror/pullQueries';
import { offersKey } from '../mirror/queryKeys';
import type { Offer } from '../rows';
import { useWatchedQuery } from './useWatchedQuery';

/** All offers by display_order; undefined until this device has them (never fetched). */
export function useOffers(): Offer[] | undefined {
  useWatchedQuery(useMemo(() => offersQuery(), []));
  return useLiveQuery(async () => {
    const rows = await db.offers.orderBy('display_order').toArray();
    if (rows.length === 0 && !(await db.meta.get(offersKey()))) return undefined;
    return rows;
  });
}
