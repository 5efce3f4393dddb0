// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/data/db/database';
import { useOffers } from '../../../src/data/hooks/useOffers';
import { FRESH_FOR_MS } from '../../../src/data/mirror/freshness';
import { offersQuery } from '../../../src/data/mirror/pullQueries';
import { refreshCollections, requestPull } from '../../../src/data/mirror/pullScheduler';
import { offerRow, setUp, type Harness } from '../../support/sync/harness';

/**
 * SPEC.md's 5-minute freshness holds within one open page only: a second use in the same page
 * does not pull again, a new page load always pulls what it shows, even when IndexedDB holds a
 * pull made a moment ago (DESIGN.md section 5).
 */

let h: Harness;
beforeEach(async () => {
  h = await setUp();
  h.remote.seed('offers', offerRow());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('freshness within one page', () => {
  it('a second use within 5 minutes does not pull; after 5 minutes, or after own writes, it does', async () => {
    const first = renderHook(() => useOffers());
    await waitFor(() => expect(first.result.current.load.status).toBe('loaded'));
    first.unmount();
    // Back on /sale a minute later, in the same page.
    const start = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(start + 60_000);
    const second = renderHook(() => useOffers());
    await waitFor(() => expect(second.result.current.offers).toHaveLength(1));
    expect(second.result.current.load.status).toBe('loaded');
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(1);
    second.unmount();

    vi.spyOn(Date, 'now').mockReturnValue(start + FRESH_FOR_MS + 1);
    await requestPull(offersQuery());
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(2);

    // Own writes make the collection stale at once.
    await refreshCollections(['offers']);
    await requestPull(offersQuery());
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(3);
  });

  it('a new page load pulls even though IndexedDB holds a pull made a moment ago', async () => {
    await requestPull(offersQuery());
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(1);
    const stored = await db.meta.get('offers');
    expect(Date.now() - stored!.fetchedAt).toBeLessThan(FRESH_FOR_MS);

    // A reload: the app's modules start again from nothing, IndexedDB stays.
    vi.resetModules();
    const reloaded = {
      scheduler: await import('../../../src/data/mirror/pullScheduler'),
      queries: await import('../../../src/data/mirror/pullQueries'),
      remote: await import('../../../src/data/remote/defaultRemote'),
    };
    reloaded.remote.setRemote(h.remote);
    expect(await reloaded.scheduler.requestPull(reloaded.queries.offersQuery())).toEqual({ status: 'loaded' });
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(2);
    // Within that new page, the 5 minutes apply again.
    await reloaded.scheduler.requestPull(reloaded.queries.offersQuery());
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(2);
  });
});
