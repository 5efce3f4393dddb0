import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAlbum } from '../../../src/data/commands/albumCommands';
import { addAlbumImages } from '../../../src/data/commands/imageCommands';
import { createOffer, updateOffer } from '../../../src/data/commands/offerCommands';
import { db } from '../../../src/data/db/database';
import { useSyncStatusStore } from '../../../src/data/sync/syncStatus';
import { createSyncEngine } from '../../../src/data/sync/syncEngine';
import { input, pngImage, seedOffers, setUp, type Harness } from '../../support/sync/harness';

let h: Harness;
beforeEach(async () => {
  h = await setUp();
});

const writes = (harness: Harness) =>
  harness.remote.calls.filter((call) => !['currentSession', 'refreshSession', 'fetchRow'].includes(call.method)).map((call) => call.method);

describe('transient failures', () => {
  it('back off, keep the order, and are retried by the timer without a new edit', async () => {
    const [a, b] = await seedOffers(h.remote, 2);
    await updateOffer(a!.id, input('A2'), [], []);
    await updateOffer(b!.id, input('B2'), [], []);
    h.remote.failNext('updateRow', { status: 503, message: 'Service Unavailable' });
    await h.engine.drain();
    // The first entry failed transiently: the second did not overtake it.
    expect(writes(h)).toEqual(['updateRow']);
    expect(await db.outbox.count()).toBe(2);
    expect(useSyncStatusStore.getState().pending).toBe(2);
    expect(h.clock.waiting).toBe(1);

    // Nothing happens before the backoff is over, even when asked.
    await h.engine.drain();
    expect(writes(h)).toEqual(['updateRow']);

    // The timer fires: both go out, in order.
    h.clock.advance(1000);
    await h.settle();
    expect(writes(h)).toEqual(['updateRow', 'updateRow', 'updateRow']);
    const updated = h.remote.callsOf('updateRow').map((call) => call.args[1]);
    expect(updated).toEqual([a!.id, a!.id, b!.id]);
    expect(await db.outbox.count()).toBe(0);
    expect(h.remote.tables.offers.get(b!.id)).toMatchObject({ name: 'B2' });
  });

  it('backoff doubles per attempt (network failures, status 0)', async () => {
    const [a] = await seedOffers(h.remote, 1);
    await updateOffer(a!.id, input('A2'), [], []);
    h.remote.failNext('updateRow', { status: 0, message: 'TypeError: fetch failed' }, 3);
    await h.engine.drain();
    const first = (await db.outbox.toArray())[0]!;
    expect(first.nextAttemptAt - h.clock.now).toBe(1000);
    h.clock.advance(1000);
    await h.settle();
    const second = (await db.outbox.toArray())[0]!;
    expect(second.nextAttemptAt - h.clock.now).toBe(2000);
    h.clock.advance(2000);
    await h.settle();
    h.clock.advance(4000);
    await h.settle();
    expect(await db.outbox.count()).toBe(0);
    expect(h.remote.callsOf('updateRow')).toHaveLength(4);
  });

  it('a failed upload is retried by the timer and then the insert goes out', async () => {
    const { id } = await createOffer(input('Mit Bild'), [pngImage()]);
    h.remote.failNext('upload', { status: 500, message: 'Internal Server Error' });
    await h.engine.drain();
    expect(h.remote.callsOf('insertRows')).toHaveLength(0);
    h.clock.advance(1000);
    await h.settle();
    expect(h.remote.tables.offers.has(id)).toBe(true);
    expect(h.remote.objects.size).toBe(1);
  });

  it('429 and 408 are transient too', async () => {
    const [a] = await seedOffers(h.remote, 1);
    await updateOffer(a!.id, input('A2'), [], []);
    h.remote.failNext('updateRow', { status: 429, message: 'Too Many Requests' });
    h.remote.failNext('updateRow', { status: 408, message: 'Request Timeout' });
    await h.engine.drain();
    h.clock.advance(1000);
    await h.settle();
    expect(await db.outbox.count()).toBe(1);
    h.clock.advance(2000);
    await h.settle();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('permanent failures', () => {
  it('revert the entry and its dependents, report in German, and let independent entries go on', async () => {
    const [a] = await seedOffers(h.remote, 1);
    const { id: albumId } = await createAlbum({ title: 'Album', description: null }, null);
    await addAlbumImages(albumId, [pngImage()]);
    await updateOffer(a!.id, input('Unabhängig'), [], []);
    expect(await db.gallery_images.count()).toBe(1);

    h.remote.failNext('insertRows', { status: 400, code: '23514', message: 'violates check constraint "albums_title_not_blank"' });
    await h.engine.drain();

    // The album insert failed: the album and its image are gone from Dexie again.
    expect(await db.albums.get(albumId)).toBeUndefined();
    expect(await db.gallery_images.count()).toBe(0);
    // The independent offer edit reached the server.
    expect(h.remote.tables.offers.get(a!.id)).toMatchObject({ name: 'Unabhängig' });
    // The image upload was independent (it only creates a file); the image row insert was not.
    expect(h.remote.tables.gallery_images.size).toBe(0);
    const status = useSyncStatusStore.getState();
    expect(status.failed).toHaveLength(1);
    expect(status.failed[0]).toMatchObject({ kind: 'insert', table: 'albums', rowId: albumId, dependents: 1 });
    // The check constraint is named in plain German; the server's English text is not shown.
    expect(status.failed[0]!.message).toBe('Der Titel des Albums fehlt.');
    expect(status.lastError).toBe('Der Titel des Albums fehlt.');
    expect(status.pending).toBe(0);
  });

  it('an RLS denial (42501) fails the entry; discard drops it, retry re-applies and sends it again', async () => {
    const { id } = await createOffer(input('Verboten'), []);
    h.remote.staff = false;
    await h.engine.drain();
    expect(await db.offers.get(id)).toBeUndefined();
    const [failed] = useSyncStatusStore.getState().failed;
    expect(failed!.message).toBe('Keine Berechtigung: Ihr Konto darf diese Änderung nicht speichern.');
    expect(failed!.retryable).toBe(true);

    h.remote.staff = true;
    await h.engine.retryFailed(failed!.id);
    await h.settle();
    expect(await db.offers.get(id)).toMatchObject({ name: 'Verboten' });
    expect(h.remote.tables.offers.has(id)).toBe(true);
    expect(useSyncStatusStore.getState().failed).toHaveLength(0);
    expect(useSyncStatusStore.getState().lastError).toBeNull();
  });

  it('discard drops a failed entry and its waiting file for good', async () => {
    const [a] = await seedOffers(h.remote, 1);
    await updateOffer(a!.id, input('Neu'), [], [pngImage()]);
    h.remote.failNext('upload', { status: 415, message: 'mime type not supported' });
    await h.engine.drain();
    expect((await db.offers.get(a!.id))?.name).toBe(a!.name);
    const [failed] = useSyncStatusStore.getState().failed;
    expect(failed).toMatchObject({ kind: 'upload', dependents: 1 });
    expect(failed!.message).toBe('Nur Bilddateien (JPEG, PNG, WebP, AVIF, GIF) können hochgeladen werden.');
    await h.engine.discardFailed(failed!.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
    expect(useSyncStatusStore.getState().failed).toHaveLength(0);
    expect(h.refreshed.flat()).toContain('offers');
  });

  it('a non-staff update that RLS silently filters is reported, not taken as a conflict', async () => {
    const [a] = await seedOffers(h.remote, 1);
    await updateOffer(a!.id, input('Nicht erlaubt'), [], []);
    h.remote.staff = false;
    await h.engine.drain();
    expect(useSyncStatusStore.getState().conflicts).toHaveLength(0);
    expect(useSyncStatusStore.getState().failed[0]?.message).toMatch(/Keine Berechtigung/);
    expect((await db.offers.get(a!.id))?.name).toBe(a!.name);
  });

  it('an update of a row deleted on the server fails and reverts; it cannot be sent again', async () => {
    const [a] = await seedOffers(h.remote, 1);
    await updateOffer(a!.id, input('Zu spät'), [], []);
    h.remote.tables.offers.delete(a!.id);
    await h.engine.drain();
    const [failed] = useSyncStatusStore.getState().failed;
    expect(failed?.message).toBe('Der Eintrag wurde inzwischen auf dem Server gelöscht.');
    // The panel offers only to discard it (SyncPanel.test.tsx).
    expect(failed?.retryable).toBe(false);
  });
});

describe('session', () => {
  it('refreshes an expired token before replaying and never replays with it', async () => {
    const [a] = await seedOffers(h.remote, 1);
    h.remote.session = { accessToken: 'token-1', expiresAt: Math.floor(h.clock.now / 1000) - 10, isStaff: true };
    await updateOffer(a!.id, input('Frisch'), [], []);
    await h.engine.drain();
    expect(h.remote.callsOf('refreshSession')).toHaveLength(1);
    const [update] = h.remote.callsOf('updateRow');
    expect(update!.token).toBe('token-2');
    expect(h.remote.calls.filter((call) => call.token === 'token-1').map((call) => call.method)).toEqual(['currentSession', 'refreshSession']);
  });

  it('waits (keeps the entry, retries later) when the refresh cannot reach the server', async () => {
    const [a] = await seedOffers(h.remote, 1);
    h.remote.session = { accessToken: 'token-1', expiresAt: Math.floor(h.clock.now / 1000) - 10, isStaff: true };
    await updateOffer(a!.id, input('Später'), [], []);
    h.remote.failNext('refreshSession', { status: 0, message: 'fetch failed' });
    await h.engine.drain();
    expect(h.remote.callsOf('updateRow')).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
    expect(useSyncStatusStore.getState().failed).toHaveLength(0);
    h.clock.advance(5000);
    await h.settle();
    expect(h.remote.callsOf('updateRow')[0]?.token).toBe('token-2');
    expect(await db.outbox.count()).toBe(0);
  });

  it('does not replay without a session (anonymous)', async () => {
    const [a] = await seedOffers(h.remote, 1);
    h.remote.session = null;
    await updateOffer(a!.id, input('Anonym'), [], []);
    await h.engine.drain();
    expect(h.remote.callsOf('updateRow')).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.offers.get(a!.id))?.name).toBe('Anonym');
  });

  it('does not replay under a session that is not staff; the edit waits for staff', async () => {
    const [a] = await seedOffers(h.remote, 1);
    h.remote.session = { accessToken: 'token-1', expiresAt: Math.floor(h.clock.now / 1000) + 3600, isStaff: false };
    await updateOffer(a!.id, input('Wartet'), [], []);
    await h.engine.drain();
    expect(h.remote.callsOf('updateRow')).toHaveLength(0);
    expect(useSyncStatusStore.getState().failed).toHaveLength(0);
    h.remote.session = { ...h.remote.session, isStaff: true };
    await h.engine.drain();
    expect(h.remote.tables.offers.get(a!.id)).toMatchObject({ name: 'Wartet' });
  });

  it('a 401 is answered with one refresh and one more try', async () => {
    const [a] = await seedOffers(h.remote, 1);
    await updateOffer(a!.id, input('Nach 401'), [], []);
    h.remote.failNext('updateRow', { status: 401, message: 'JWT expired' });
    await h.engine.drain();
    expect(h.remote.callsOf('refreshSession')).toHaveLength(1);
    expect(h.remote.tables.offers.get(a!.id)).toMatchObject({ name: 'Nach 401' });
  });
});

describe('status while offline', () => {
  it('the pending count is kept right even when nothing can go out', async () => {
    const [offer] = await seedOffers(h.remote, 1);
    await updateOffer(offer!.id, input('Offline 1'), [], []);
    await updateOffer(offer!.id, input('Offline 2'), [], []);
    await createSyncEngine({ db, status: useSyncStatusStore, remote: () => h.remote, isOnline: () => false }).drain();
    expect(h.remote.calls).toHaveLength(0);
    expect(useSyncStatusStore.getState().pending).toBe(2);
  });
});
