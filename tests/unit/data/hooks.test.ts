// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOffer } from '../../../src/data/commands/offerCommands';
import { db } from '../../../src/data/db/database';
import { useAlbum } from '../../../src/data/hooks/useAlbum';
import { useImageSrc } from '../../../src/data/hooks/useImageSrc';
import { useOffers } from '../../../src/data/hooks/useOffers';
import { parsePublicObjectUrl } from '../../../src/data/images/storageUrls';
import { offersQuery } from '../../../src/data/mirror/pullQueries';
import { requestPull } from '../../../src/data/mirror/pullScheduler';
import { input, offerRow, pngImage, setUp, type Harness } from '../../support/sync/harness';

let h: Harness;
const created: string[] = [];
const revoked: string[] = [];

beforeEach(async () => {
  h = await setUp();
  created.length = 0;
  revoked.length = 0;
  // jsdom has no object URLs.
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: () => {
      const url = `blob:test/${created.length}`;
      created.push(url);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('hooks', () => {
  it('useOffers: undefined until fetched, then the pulled offers in display order', async () => {
    const rows = [offerRow({ display_order: 2 }), offerRow({ display_order: 1 })];
    rows.forEach((row) => h.remote.seed('offers', row));
    const { result } = renderHook(() => useOffers());
    expect(result.current.offers).toBeUndefined();
    expect(result.current.load.status).toBe('loading');
    // The rows (a live query of the mirror) and the pull's status are two updates: wait for both.
    await waitFor(() => {
      expect(result.current.offers?.map((offer) => offer.id)).toEqual([rows[1]!.id, rows[0]!.id]);
      expect(result.current.load.status).toBe('loaded');
    });
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(1);
  });

  it('useOffers: a pull that finds the rows unchanged keeps their objects (memoized cards do not render again); a changed row is new', async () => {
    const rows = [offerRow({ display_order: 1 }), offerRow({ display_order: 2 })];
    rows.forEach((row) => h.remote.seed('offers', row));
    const { result } = renderHook(() => useOffers());
    await waitFor(() => expect(result.current.load.status).toBe('loaded'));
    await waitFor(() => expect(result.current.offers).toHaveLength(2));
    const [first, second] = result.current.offers!;

    result.current.load.retry();
    // The screen learns of the pull's end in a transition, a moment later: wait for the pull itself.
    await requestPull(offersQuery());
    await waitFor(() => expect(result.current.load.status).toBe('loaded'));
    expect(h.remote.callsOf('fetchOffers')).toHaveLength(2);
    expect(result.current.offers![0]).toBe(first);
    expect(result.current.offers![1]).toBe(second);

    h.remote.editOnServer('offers', rows[1]!.id, { name: 'Neu' });
    result.current.load.retry();
    await waitFor(() => expect(result.current.offers![1]!.name).toBe('Neu'));
    expect(result.current.offers![1]).not.toBe(second);
  });

  it('useAlbum: null once the server says not found', async () => {
    const { result } = renderHook(() => useAlbum(crypto.randomUUID()));
    await waitFor(() => expect(result.current.album).toBeNull());
  });

  it('useImageSrc: a blob URL while the file waits, the public URL after upload; object URLs are revoked', async () => {
    const { id } = await createOffer(input('Bild'), [pngImage()]);
    const url = (await db.offers.get(id))!.images[0]!;
    const { result, unmount } = renderHook(() => useImageSrc(url));
    await waitFor(() => expect(result.current).toBe('blob:test/0'));
    await h.engine.drain(); // uploaded: the blob is gone
    await waitFor(() => expect(result.current).toBe(url));
    expect(revoked).toEqual(['blob:test/0']);
    unmount();
    const other = renderHook(() => useImageSrc('https://example.com/a.png'));
    expect(other.result.current).toBe('https://example.com/a.png');
    expect(renderHook(() => useImageSrc(null)).result.current).toBeNull();
  });

  it('useImageSrc: the public URL of a file that still waits is never returned, not before the blob table answers nor when it answers again', async () => {
    const { id } = await createOffer(input('Neu'), [pngImage()]);
    const url = (await db.offers.get(id))!.images[0]!;
    const shown: (string | null)[] = [];
    renderHook(() => {
      const src = useImageSrc(url);
      shown.push(src);
      return src;
    });
    await waitFor(() => expect(shown.at(-1)).toBe('blob:test/0'));
    // The same file read again (another tab's write makes Dexie re-run the query) is a new Blob.
    const stored = (await db.blobs.get(parsePublicObjectUrl(url)!.name))!;
    await db.blobs.put({ ...stored });
    await waitFor(() => expect(shown.at(-1)).toBe('blob:test/1'));
    expect(shown).not.toContain(url);
    await h.engine.drain();
    await waitFor(() => expect(shown.at(-1)).toBe(url));
    expect(revoked).toEqual(['blob:test/0', 'blob:test/1']);
  });
});
