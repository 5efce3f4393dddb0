// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/data/db/database';
import { useOffers } from '../../../src/data/hooks/useOffers';
import { useAlbumImagesPage } from '../../../src/data/hooks/useAlbumImagesPage';
import { albumsPageQuery, offersQuery } from '../../../src/data/mirror/pullQueries';
import { AUTO_RETRY_DELAYS_MS } from '../../../src/data/mirror/autoRetry';
import { PULL_ATTEMPT_TIMEOUT_MS, requestPull, resetPullScheduler, STALE_REFETCHES, watchQuery } from '../../../src/data/mirror/pullScheduler';
import { bumpWriteGeneration } from '../../../src/data/mirror/writeGeneration';
import { pullState, subscribePullStates, type PullState } from '../../../src/data/mirror/pullStates';
import { TIMEOUT_CODE } from '../../../src/data/remote/readDeadline';
import type { Offer } from '../../../src/data/rows';
import { offerRow, setUp, type Harness } from '../../support/sync/harness';

/**
 * The pull scheduler's state per query, as the screens see it through the hooks: loading, then
 * loaded or failed with a reason, a retry that recovers, offline with nothing stored, stored rows
 * that stay when a pull fails, and a request that hangs.
 */

let h: Harness;
beforeEach(async () => {
  h = await setUp();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  setOnline(true);
});

/** What navigator.onLine answers (jsdom says true). */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function seedServer(count: number): Offer[] {
  const rows = Array.from({ length: count }, () => offerRow());
  rows.forEach((row) => h.remote.seed('offers', row));
  return rows;
}

describe('pull states', () => {
  it('loading -> failed (server error, after one retry) -> retry -> loaded with the rows', async () => {
    const rows = seedServer(2);
    h.remote.failNext('fetchOffers', { status: 503, message: 'Service Unavailable' }, 2);
    const { result } = renderHook(() => useOffers());
    expect(result.current.load.status).toBe('loading');
    expect(result.current.offers).toBeUndefined();

    const warn = vi.spyOn(console, 'warn');
    await waitFor(() => expect(result.current.load.status).toBe('failed'));
    expect(result.current.load).toMatchObject({ reason: 'server', retrying: false });
    // The server's failure is the page's to say; the console stays quiet.
    expect(warn).not.toHaveBeenCalled();
    expect(result.current.offers).toBeUndefined();
    // The first attempt and one retry (SPEC.md section 9), no more.
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(2);

    // 'Erneut versuchen': the failure stays up, marked as retrying, until the pull is over.
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    h.remote.afterFetchOffers = () => answered;
    act(() => result.current.load.retry());
    await waitFor(() => expect(result.current.load).toMatchObject({ status: 'failed', retrying: true }));
    release();
    await waitFor(() => expect(result.current.offers?.map((offer) => offer.id)).toEqual(rows.map((row) => row.id)));
    // The rows show as soon as the answer is in; the state turns 'loaded' once they are stored
    // (a busy machine can render in between; the page shows the rows, not the failure, meanwhile).
    await waitFor(() => expect(result.current.load).toMatchObject({ status: 'loaded', reason: null, retrying: false }));
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(3);
  });

  it('names the reason: no connection while online, a timeout answer of the transport', async () => {
    h.remote.failNext('fetchOffers', { status: 0, message: 'network failure' }, 2);
    expect(await requestPull(offersQuery())).toEqual({ status: 'failed', reason: 'unreachable', retrying: false });
    h.remote.failNext('fetchAlbumsPage', { status: 0, code: TIMEOUT_CODE, message: 'no answer within 8000 ms' }, 2);
    expect(await requestPull(albumsPageQuery(1))).toEqual({ status: 'failed', reason: 'timeout', retrying: false });
    // One success after a failed first attempt is a success.
    h.remote.failNext('fetchOffers', { status: 502 });
    expect(await requestPull(offersQuery(), { force: true })).toEqual({ status: 'loaded' });
  });

  it('offline with nothing stored: the state says offline, and the rows stay undefined (no endless skeletons)', async () => {
    setOnline(false);
    h.remote.failNext('fetchAlbumImagesPage', { status: 0, message: 'network failure' }, 2);
    const { result } = renderHook(() => useAlbumImagesPage('a1', 1));
    await waitFor(() => expect(result.current.load.status).toBe('failed'));
    expect(result.current.load.reason).toBe('offline');
    expect(result.current.images).toBeUndefined();
    expect(result.current.total).toBeUndefined();

    // Back online, the 'online' event pulls what is on screen.
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.load.status).toBe('loaded'));
    // The live query re-reads Dexie after the pull's write: wait for it too.
    await waitFor(() => expect(result.current.images).toEqual([]));
    expect(result.current.total).toBe(0);
  });

  it('stored rows are kept and shown when a background pull fails', async () => {
    const rows = seedServer(3);
    await requestPull(offersQuery());
    expect(await db.offers.count()).toBe(3);

    // A new page load with the backend down: the stored offers show, with the failure beside them.
    resetPullScheduler();
    h.remote.failNext('fetchOffers', { status: 500, message: 'boom' }, 2);
    const { result } = renderHook(() => useOffers());
    await waitFor(() => expect(result.current.load.status).toBe('failed'));
    expect(result.current.offers?.map((offer) => offer.id)).toEqual(rows.map((row) => row.id));
    expect(await db.offers.count()).toBe(3);
  });

  it('an answer that met confirmed writes is fetched again, not shown as failed: a save syncing in steps', async () => {
    const rows = seedServer(2);
    // Each of the first three answers arrives after the sync engine confirmed a write (an album
    // with its cover syncs in several), so each is dropped as possibly older than that write.
    const confirmWrite = () => db.transaction('rw', db.meta, () => bumpWriteGeneration(db));
    let writesLeft = 3;
    const writeBeforeAnswer = async () => {
      await confirmWrite();
      writesLeft -= 1;
      if (writesLeft > 0) h.remote.afterFetchOffers = writeBeforeAnswer;
    };
    h.remote.afterFetchOffers = writeBeforeAnswer;
    const { result } = renderHook(() => useOffers());

    await waitFor(() => expect(result.current.load.status).toBe('loaded'));
    expect(result.current.offers?.map((offer) => offer.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(4);
  });

  it('a pull whose answers keep meeting confirmed writes fails after a bounded number of fetches', async () => {
    seedServer(1);
    const writeBeforeEveryAnswer = async () => {
      await db.transaction('rw', db.meta, () => bumpWriteGeneration(db));
      h.remote.afterFetchOffers = writeBeforeEveryAnswer;
    };
    h.remote.afterFetchOffers = writeBeforeEveryAnswer;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useOffers());

    await waitFor(() => expect(result.current.load.status).toBe('failed'));
    // The re-fetches, then the first attempt and one retry of SPEC.md section 9.
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(STALE_REFETCHES + 2);
    // Not the server's failure: the page cannot name it, so the console does, with the error.
    expect(result.current.load).toMatchObject({ reason: 'other' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(offersQuery().key);
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/mirror changed/);
    h.remote.afterFetchOffers = null;
  });

  it('a request that hangs times out: failed with reason timeout instead of loading for ever, said once the first attempt gives up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    h.remote.fetchOffers = () => {
      calls += 1;
      return new Promise<never>(() => {});
    };
    const pulled = requestPull(offersQuery());
    expect(pullState('offers')).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(PULL_ATTEMPT_TIMEOUT_MS - 1);
    expect(pullState('offers')).toEqual({ status: 'loading' });
    expect(calls).toBe(1);
    // The first attempt gives up: the page says so, its retry busy, while the one retry hangs too.
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    expect(pullState('offers')).toEqual({ status: 'failed', reason: 'timeout', retrying: true });
    await vi.advanceTimersByTimeAsync(PULL_ATTEMPT_TIMEOUT_MS);
    expect(await pulled).toEqual({ status: 'failed', reason: 'timeout', retrying: false });
  });
});

it('a first attempt that timed out says so while the retry runs; a retry that answers brings the rows', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const answer = h.remote.fetchOffers.bind(h.remote);
  let calls = 0;
  h.remote.fetchOffers = (...args: Parameters<typeof answer>) => {
    calls += 1;
    return calls === 1 ? new Promise<never>(() => {}) : answer(...args);
  };
  const seen: PullState[] = [];
  const stop = subscribePullStates(() => seen.push(pullState('offers')));
  const pulled = requestPull(offersQuery());
  await vi.advanceTimersByTimeAsync(PULL_ATTEMPT_TIMEOUT_MS);
  expect(calls).toBe(2);
  vi.useRealTimers();
  expect(await pulled).toEqual({ status: 'loaded' });
  stop();
  expect(seen).toEqual([{ status: 'loading' }, { status: 'failed', reason: 'timeout', retrying: true }, { status: 'loaded' }]);
});

describe('a failed query on screen tries again by itself', () => {
  /** What document.visibilityState answers (jsdom says 'visible'). */
  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }
  afterEach(() => setVisibility('visible'));

  /** Resolves once the query's state matches (no polling: vi.waitFor would move the faked clock). */
  function until(key: string, matches: (state: PullState) => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!matches(pullState(key))) return;
        stop();
        resolve();
      };
      const stop = subscribePullStates(check);
      check();
    });
  }

  it('after 10 s, then 30 s, without an online event, and stops once loaded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    seedServer(1);
    // The link is dead although the browser calls itself online (Wi-Fi without internet).
    h.remote.failNext('fetchOffers', { status: 0, message: 'network failure' }, 4);
    const unwatch = watchQuery(offersQuery());
    await until('offers', (state) => state.status === 'failed' && !state.retrying);
    expect(pullState('offers')).toMatchObject({ reason: 'unreachable' });
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(AUTO_RETRY_DELAYS_MS[0] - 1);
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await until('offers', (state) => state.status === 'failed' && !state.retrying);
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(4);

    // The link is back: the next try, 30 s on, loads.
    await vi.advanceTimersByTimeAsync(AUTO_RETRY_DELAYS_MS[1] - 1);
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    await until('offers', (state) => state.status === 'loaded');
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(AUTO_RETRY_DELAYS_MS[2] * 3);
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(5);
    unwatch();
  });

  it('waits while the page is hidden and tries as it is shown; a query that left the screen is not tried again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    h.remote.failNext('fetchOffers', { status: 503, message: 'Service Unavailable' }, 2);
    h.remote.failNext('fetchAlbumsPage', { status: 503, message: 'Service Unavailable' }, 2);
    const unwatchOffers = watchQuery(offersQuery());
    const unwatchAlbums = watchQuery(albumsPageQuery(1));
    await until('offers', (state) => state.status === 'failed' && !state.retrying);
    await until(albumsPageQuery(1).key, (state) => state.status === 'failed' && !state.retrying);
    unwatchAlbums();

    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(AUTO_RETRY_DELAYS_MS[2]);
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(2);
    setVisibility('visible');
    await until('offers', (state) => state.status === 'loaded');
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(3);
    expect(h.remote.callsOf('fetchAlbumsPage')).toHaveLength(2);
    unwatchOffers();
  });
});
