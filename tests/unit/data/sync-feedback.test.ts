import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlbum } from '../../../src/data/commands/albumCommands';
import { addAlbumImages } from '../../../src/data/commands/imageCommands';
import { createOffer, deleteOffer, moveOffer, updateOffer } from '../../../src/data/commands/offerCommands';
import { db } from '../../../src/data/db/database';
import { batchStatusOf, watchBatch, type BatchStatus } from '../../../src/data/sync/batchStatus';
import { describeSyncError } from '../../../src/data/sync/classifyError';
import { claimFailureAnnouncement } from '../../../src/data/sync/startSync';
import { useSyncStatusStore } from '../../../src/data/sync/syncStatus';
import { failureToast } from '../../../src/features/sync/failureToast';
import { syncSummary } from '../../../src/features/sync/syncSummary';
import { syncText } from '../../../src/content/sync';
import { input, pngImage, seedOffers, setUp, type Harness } from '../../support/sync/harness';

let h: Harness;
beforeEach(async () => {
  h = await setUp();
});

/** Collects what watchBatch reports for a batch until stopped. */
function recordBatch(batchId: string) {
  const seen: BatchStatus['state'][] = [];
  const stop = watchBatch(batchId, (status) => seen.push(status.state));
  return { seen, stop, last: () => seen[seen.length - 1] };
}

/** For what must not happen: a moment for the live queries (what must happen is waited for). */
const settleLiveQueries = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a batch reports where its edits are', () => {
  it('sending, then done once every entry of the batch (upload included) is on the server', async () => {
    const receipt = await createOffer(input('Mit Bild'), [pngImage()]);
    expect(await db.outbox.where('batchId').equals(receipt.batchId).count()).toBe(2);
    const watch = recordBatch(receipt.batchId);
    await vi.waitFor(() => expect(watch.last()).toBe('sending'));
    await h.engine.drain();
    await vi.waitFor(() => expect(watch.last()).toBe('done'));
    expect(h.remote.objects.size).toBe(1);
    watch.stop();
  });

  it('waiting for the server while uploads fail with 5xx; never done before the file is stored', async () => {
    const receipt = await createOffer(input('Wartet'), [pngImage()]);
    const watch = recordBatch(receipt.batchId);
    h.remote.failNext('upload', { status: 500, message: 'Internal Server Error' }, 4);
    await h.engine.drain();
    await vi.waitFor(() => expect(watch.last()).toEqual('waiting'));
    for (const ms of [1000, 2000, 4000]) {
      h.clock.advance(ms);
      await h.settle();
    }
    await settleLiveQueries();
    expect(watch.seen).not.toContain('done');
    expect(h.remote.objects.size).toBe(0);
    // After three failed attempts the edit is shown as stalled, in German, not as a quiet count.
    const [stalled] = useSyncStatusStore.getState().stalled;
    expect(stalled).toMatchObject({ kind: 'upload', attempts: 4 });
    expect(stalled!.message).toBe('Der Server hat einen Fehler gemeldet (HTTP 500).');
    expect(syncSummary({ pending: 2, syncing: false, problems: 0, stalled: 1 })).toEqual({ tone: 'problem', text: 'Übertragung stockt' });
    // The offer waits behind its image: the panel names it (the stalled upload has its own line).
    expect(useSyncStatusStore.getState().waiting).toEqual([{ id: expect.any(String), kind: 'insert', table: 'offers', label: 'Wartet', count: 1, batchId: receipt.batchId }]);

    h.clock.advance(8000);
    await h.settle();
    await vi.waitFor(() => expect(watch.last()).toBe('done'));
    expect(h.remote.objects.size).toBe(1);
    expect(h.remote.tables.offers.size).toBe(1);
    expect(useSyncStatusStore.getState().stalled).toEqual([]);
    expect(useSyncStatusStore.getState().waiting).toEqual([]);
    watch.stop();
  });

  it('an edit behind one that waits for the server waits for it too, not "sending" (edits go out in order)', async () => {
    const [offer] = await seedOffers(h.remote, 1);
    await createOffer(input('Mit Bild'), [pngImage()]);
    h.remote.failNext('upload', { status: 503, message: 'Service Unavailable' }, 20);
    await h.engine.drain();
    const edit = await updateOffer(offer!.id, input('Danach geändert'), [], []);
    const watch = recordBatch(edit.batchId);
    await vi.waitFor(() => expect(watch.last()).toEqual('waiting'));
    expect(watch.seen).not.toContain('sending');
    watch.stop();
  });

  it('failed when the server refuses it for good', async () => {
    const [a] = await seedOffers(h.remote, 1);
    const receipt = await updateOffer(a!.id, input('Abgelehnt'), [], []);
    const watch = recordBatch(receipt.batchId);
    h.remote.failNext('updateRow', { status: 400, code: '23514', message: 'new row for relation "offers" violates check constraint "offers_discount_percent"' });
    await h.engine.drain();
    await vi.waitFor(() => expect(watch.last()).toBe('failed'));
    watch.stop();
  });

  it('offline is reported before anything is tried', () => {
    const entry = { state: 'pending', attempts: 0 } as Parameters<typeof batchStatusOf>[0][number];
    expect(batchStatusOf([entry], false)).toEqual({ state: 'waiting', reason: 'offline' });
    expect(batchStatusOf([entry], true)).toEqual({ state: 'sending' });
    expect(batchStatusOf([], true)).toEqual({ state: 'done' });
  });

  it('every command hands back its batch', async () => {
    const [a, b] = await seedOffers(h.remote, 2);
    const moved = await moveOffer(b!.id, 'up');
    if (moved.result !== 'moved') throw new Error('the second offer should move up');
    const album = await createAlbum({ title: 'Neu', description: null }, null);
    const receipts = [await updateOffer(a!.id, input('x'), [], []), moved, await deleteOffer(a!.id), album];
    for (const receipt of receipts) expect(await db.outbox.where('batchId').equals(receipt.batchId).count()).toBe(1);
    const images = await addAlbumImages(album.id, [pngImage(), pngImage()]);
    // Two uploads and the row insert: one batch.
    expect(await db.outbox.where('batchId').equals(images!.batchId).count()).toBe(3);
  });
});

describe('waiting changes are counted as staff made them', () => {
  it("one per save: an album, an offer with two photos, three images added at once are three (counting entries, one image saved offline read '2 Änderungen warten')", async () => {
    const album = await createAlbum({ title: 'Neu', description: null }, null);
    await createOffer(input('Mit Fotos'), [pngImage(), pngImage()]);
    await addAlbumImages(album.id, [pngImage(), pngImage(), pngImage()]);
    await h.engine.refreshStatus();
    expect(await db.outbox.count()).toBe(8);
    expect(useSyncStatusStore.getState().pending).toBe(3);
    expect(syncText.pending(useSyncStatusStore.getState().pending)).toBe('3 Änderungen warten');
  });
});

describe('staff are told in German what failed', () => {
  it('server texts never reach staff; check constraints are named in plain German', () => {
    const cases: [Parameters<typeof describeSyncError>[0], string][] = [
      [{ status: 400, code: '23514', message: 'new row for relation "offers" violates check constraint "offers_discount_percent"' }, 'Der Rabatt muss eine ganze Zahl von 0 bis 100 sein.'],
      [{ status: 400, code: '23514', message: 'violates check constraint "something_new"' }, 'Der Server hat die Änderung abgelehnt, weil eine Angabe ungültig ist.'],
      [{ status: 400, code: '22003', message: 'numeric field overflow' }, 'Der Server hat die Änderung abgelehnt, weil eine Zahl zu groß ist.'],
      [{ status: 403, code: '42501', message: 'new row violates row-level security policy' }, 'Keine Berechtigung: Ihr Konto darf diese Änderung nicht speichern.'],
      [{ status: 409, code: 'XYZ', message: 'Conflict happened' }, 'Der Server hat die Änderung abgelehnt (Fehler 409).'],
    ];
    for (const [error, message] of cases) {
      expect(describeSyncError(error)).toBe(message);
      expect(describeSyncError(error)).not.toContain(error.message);
    }
  });

  it('a failure is announced once, across calls (tabs) and reloads', async () => {
    const { id } = await createOffer(input('Verboten'), []);
    h.remote.staff = false;
    await h.engine.drain();
    const [failed] = useSyncStatusStore.getState().failed;
    expect(failed).toMatchObject({ kind: 'insert', table: 'offers', rowId: id, label: 'Verboten' });
    const claims = await Promise.all([claimFailureAnnouncement(failed!.id), claimFailureAnnouncement(failed!.id)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimFailureAnnouncement(failed!.id)).toBe(false);
  });

  it("each kind of refused edit raises SPEC.md's error toast for it", () => {
    expect(failureToast({ kind: 'upload', table: null, bucket: 'offer-images' })).toEqual({ title: 'Error uploading images', description: 'Please try again' });
    expect(failureToast({ kind: 'upload', table: null, bucket: 'gallery' })).toEqual({ title: 'Fehler beim Hochladen der Bilder', description: 'Bitte versuchen Sie es erneut' });
    expect(failureToast({ kind: 'insert', table: 'offers', bucket: null })).toEqual({ title: 'Error', description: 'Something went wrong. Please try again.' });
    expect(failureToast({ kind: 'update', table: 'offers', bucket: null })).toEqual({ title: 'Error', description: 'Something went wrong. Please try again.' });
    expect(failureToast({ kind: 'delete', table: 'offers', bucket: null })).toEqual({ title: 'Error', description: 'Failed to delete offer' });
    expect(failureToast({ kind: 'move', table: 'offers', bucket: null })).toEqual({ title: 'Error', description: 'Failed to move offer' });
    expect(failureToast({ kind: 'update', table: 'albums', bucket: null })).toEqual({ title: 'Fehler', description: 'Das Album konnte nicht gespeichert werden' });
    expect(failureToast({ kind: 'delete', table: 'albums', bucket: null })).toEqual({ title: 'Fehler', description: 'Das Album konnte nicht gelöscht werden' });
    expect(failureToast({ kind: 'insert', table: 'gallery_images', bucket: null })).toEqual({ title: 'Fehler', description: 'Die Bilder konnten nicht zum Album hinzugefügt werden' });
    expect(failureToast({ kind: 'update', table: 'gallery_images', bucket: null })).toEqual({ title: 'Fehler', description: 'Die Bilddetails konnten nicht aktualisiert werden' });
    expect(failureToast({ kind: 'delete', table: 'gallery_images', bucket: null })).toEqual({ title: 'Fehler', description: 'Das Bild konnte nicht gelöscht werden' });
  });

  it("the summary never says 'Alles gespeichert' while anything waits, stalls or failed", () => {
    expect(syncSummary({ pending: 0, syncing: false, problems: 0, stalled: 0 }).text).toBe('Alles gespeichert');
    for (const input of [
      { pending: 1, syncing: false, problems: 0, stalled: 0 },
      { pending: 0, syncing: true, problems: 0, stalled: 0 },
      { pending: 0, syncing: false, problems: 1, stalled: 0 },
      { pending: 2, syncing: false, problems: 0, stalled: 1 },
    ]) {
      expect(syncSummary(input).text).not.toBe('Alles gespeichert');
    }
  });
});
