import { useMemo } from 'react';
import { db } from '../db/database';
import { offersQuery } from '../mirror/pullQueries';
import { offersKey } from '../mirror/queryKeys';
import type { Offer } from '../rows';
import type { LoadState } from './loadState';
import { useMirroredQuery } from './useMirroredQuery';

export interface OffersResult {
  /** By display_order; undefined while this device has never stored them. */
  offers: Offer[] | undefined;
  load: LoadState;
}

/** The offers stored on this device (undefined when never fetched here). */
async function readOffers(): Promise<Offer[] | undefined> {
  const rows = await db.offers.orderBy('display_order').toArray();
  if (rows.length === 0 && !(await db.meta.get(offersKey()))) return undefined;
  return rows;
}

export function useOffers(): OffersResult {
  const { data, load } = useMirroredQuery(
    useMemo(() => offersQuery(), []),
    readOffers,
    [],
  );
  return { offers: data, load };
}
