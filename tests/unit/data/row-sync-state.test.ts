// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAlbum } from '../../../src/data/commands/albumCommands';
import { addAlbumImages } from '../../../src/data/commands/imageCommands';
import { moveOffer, updateOffer } from '../../../src/data/commands/offerCommands';
import { useRowSyncState } from '../../../src/data/hooks/useRowSyncState';
import { useUnpublishedRows } from '../../../src/data/hooks/useUnpublishedRows';
import { useAuthStore } from '../../../src/data/auth/authStore';
import { SESSION_MARKER_KEY } from '../../../src/data/auth/hasStoredSession';
import { useSyncStatusStore } from '../../../src/data/sync/syncStatus';
import { db } from '../../../src/data/db/database';
import { input, pngImage, seedOffers, setUp, type Harness } from '../../support/sync/harness';

let h: Harness;
beforeEach(async () => {
  h = await setUp();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  useAuthStore.setState({ status: 'unknown', email: null, isStaff: false, recovery: false });
});

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

describe("what a visitor on this device is shown with a staff edit not yet sent (staff signed out with edits waiting)", () => {
  /** The rows of each table a visitor's cards would mark 'Noch nicht veröffentlicht'. */
  function watchUnpublished() {
    return renderHook(() => ({ offers: [...useUnpublishedRows('offers')], albums: [...useUnpublishedRows('albums')], images: [...useUnpublishedRows('gallery_images')] }));
  }

  it("names the offers, albums and images shown with such an edit, each in its own table, and none once the server has them", async () => {
    useAuthStore.setState({ status: 'signedOut' });
    const [a, b] = await seedOffers(h.remote, 2);
    const { result } = watchUnpublished();
    await updateOffer(a!.id, input('Neu'), [], []);
    const { id: albumId } = await createAlbum({ title: 'Album', description: null }, null);
    await addAlbumImages(albumId, [pngImage()]);
    const [image] = await db.gallery_images.toArray();
    await waitFor(() => expect(result.current).toEqual({ offers: [a!.id], albums: [albumId], images: [image!.id] }));
    expect(result.current.offers).not.toContain(b!.id);
    await act(() => h.engine.drain());
    await waitFor(() => expect(result.current).toEqual({ offers: [], albums: [], images: [] }));
  });

  it('a failed edit is undone on the device: nothing to mark', async () => {
    useAuthStore.setState({ status: 'signedOut' });
    const [a] = await seedOffers(h.remote, 1);
    const { result } = watchUnpublished();
    await updateOffer(a!.id, input('Abgelehnt'), [], []);
    await waitFor(() => expect(result.current.offers).toEqual([a!.id]));
    h.remote.failNext('updateRow', { status: 400, code: '23514', message: 'violates check constraint' });
    await act(() => h.engine.drain());
    await waitFor(() => expect(useSyncStatusStore.getState().failed).toHaveLength(1));
    await waitFor(() => expect(result.current.offers).toEqual([]));
  });

  it("none while staff are signed in (they see their own mark), nor while a stored staff session is restored; a device not known yet without one is a visitor's", async () => {
    const [a] = await seedOffers(h.remote, 1);
    await updateOffer(a!.id, input('Neu'), [], []);
    const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
    useAuthStore.setState({ status: 'signedIn', isStaff: true });
    const staff = watchUnpublished();
    await settled();
    expect(staff.result.current.offers).toEqual([]);
    // A reload of staff's page: the session is on the device, the page does not know it yet.
    localStorage.setItem(SESSION_MARKER_KEY, JSON.stringify({ email: 'staff@example.com', isStaff: true }));
    act(() => useAuthStore.setState({ status: 'unknown', isStaff: false }));
    await settled();
    expect(staff.result.current.offers).toEqual([]);
    // 'Trotzdem abmelden': the session and its marker go, the store says signed out.
    localStorage.removeItem(SESSION_MARKER_KEY);
    act(() => useAuthStore.setState({ status: 'signedOut' }));
    await waitFor(() => expect(staff.result.current.offers).toEqual([a!.id]));
    // The next load on this device, before anything is known: no session here, so a visitor's page.
    staff.unmount();
    useAuthStore.setState({ status: 'unknown' });
    const visitor = watchUnpublished();
    await waitFor(() => expect(visitor.result.current.offers).toEqual([a!.id]));
  });
});
