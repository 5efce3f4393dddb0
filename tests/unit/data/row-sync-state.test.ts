// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAlbum } from '../../../src/data/commands/albumCommands';
import { addAlbumImages } from '../../../src/data/commands/imageCommands';
import { moveOffer, updateOffer } from '../../../src/data/commands/offerCommands';
import { useRowSyncState } from '../../../src/data/hooks/useRowSyncState';
import { useSyncStatusStore } from '../../../src/data/sync/syncStatus';
import { db } from '../../../src/data/db/database';
import { input, pngImage, seedOffers, setUp, type Harness } from '../../support/sync/harness';

let h: Harness;
beforeEach(async () => {
  h = await setUp();
});
afterEach(cleanup);

/** The mark each offer's card would show. */
function watchOffers(ids: string[]) {
  return renderHook(() => ids.map((id) => useRowSyncState('offers', id)));
}

describe("a card's own sync state (the mark staff see on it)", () => {
  it('waits while its edit is on the device, then nothing once the server has it; other cards stay unmarked', async () => {
    const [a, b] = await seedOffers(h.remote, 2);
    const { result } = watchOffers([a!.id, b!.id]);
    await updateOffer(a!.id, input('Neu'), [], []);
    await waitFor(() => expect(result.current).toEqual(['waiting', undefined]));
    await act(() => h.engine.drain());
    await waitFor(() => expect(result.current).toEqual([undefined, undefined]));
    expect(h.remote.tables.offers.get(a!.id)).toMatchObject({ name: 'Neu' });
  });

  it('a move marks both offers whose places it swaps', async () => {
    const [a, b, c] = await seedOffers(h.remote, 3);
    const { result } = watchOffers([a!.id, b!.id, c!.id]);
    await moveOffer(b!.id, 'up');
    await waitFor(() => expect(result.current).toEqual(['waiting', 'waiting', undefined]));
  });

  it('a conflict outweighs a later waiting edit of the same offer, and goes once staff keep their version', async () => {
    const [a] = await seedOffers(h.remote, 1);
    const { result } = watchOffers([a!.id]);
    await updateOffer(a!.id, input('Meine Fassung'), [], []);
    h.remote.editOnServer('offers', a!.id, { name: 'Ihre Fassung' });
    await act(() => h.engine.drain());
    await waitFor(() => expect(result.current).toEqual(['conflict']));
    // Entries of a row in conflict wait behind it.
    await updateOffer(a!.id, { ...input('Meine Fassung'), info: 'Noch etwas' }, [], []);
    expect(await db.outbox.count()).toBe(2);
    await waitFor(() => expect(result.current).toEqual(['conflict']));
    const [conflict] = useSyncStatusStore.getState().conflicts;
    await act(() => h.engine.resolveConflict(conflict!.id, 'mine'));
    await act(() => h.engine.drain());
    await waitFor(() => expect(result.current).toEqual([undefined]));
  });

  it('a failed edit is undone on the device, so its card needs no mark', async () => {
    const [a] = await seedOffers(h.remote, 1);
    const { result } = watchOffers([a!.id]);
    await updateOffer(a!.id, input('Abgelehnt'), [], []);
    await waitFor(() => expect(result.current).toEqual(['waiting']));
    h.remote.failNext('updateRow', { status: 400, code: '23514', message: 'violates check constraint' });
    await act(() => h.engine.drain());
    await waitFor(() => expect(useSyncStatusStore.getState().failed).toHaveLength(1));
    await waitFor(() => expect(result.current).toEqual([undefined]));
  });

  it('albums and their new images are marked by their own tables', async () => {
    const { id: albumId } = await createAlbum({ title: 'Album', description: null }, null);
    await addAlbumImages(albumId, [pngImage()]);
    const [image] = await db.gallery_images.toArray();
    const { result } = renderHook(() => [useRowSyncState('albums', albumId), useRowSyncState('gallery_images', image!.id), useRowSyncState('offers', albumId)]);
    await waitFor(() => expect(result.current).toEqual(['waiting', 'waiting', undefined]));
    await act(() => h.engine.drain());
    await waitFor(() => expect(result.current).toEqual([undefined, undefined, undefined]));
  });
});
