import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAlbum } from '../../../src/data/commands/albumCommands';
import { addAlbumImages } from '../../../src/data/commands/imageCommands';
import { updateOffer } from '../../../src/data/commands/offerCommands';
import { db } from '../../../src/data/db/database';
import { useSyncStatusStore } from '../../../src/data/sync/syncStatus';
import { input, offerRow, pngImage, setUp, type Harness } from '../../support/sync/harness';

let h: Harness;
beforeEach(async () => {
  h = await setUp();
});

/** The files the server stores under the device's object names (the seeds' are not). */
const storedFiles = () => [...h.remote.objects.keys()];

describe('files uploaded for an edit that does not happen are removed from the server', () => {
  it('images added to an album deleted elsewhere: discarding the refused insert removes their two files', async () => {
    const album = await createAlbum({ title: 'Sommer', description: null }, null);
    await h.settle();
    h.remote.deleteOnServer('albums', album.id);
    await addAlbumImages(album.id, [pngImage(), pngImage()]);
    await h.settle();
    expect(storedFiles()).toHaveLength(2);
    const [failed] = useSyncStatusStore.getState().failed;
    expect(failed).toMatchObject({ kind: 'insert', message: 'Das Album gibt es auf dem Server nicht mehr.' });

    await h.engine.discardFailed(failed!.id);
    await h.settle();
    expect(storedFiles()).toEqual([]);
    expect(h.remote.callsOf('removeUnusedFile')).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
    expect(useSyncStatusStore.getState()).toMatchObject({ pending: 0, failed: [], stalled: [] });
  });

  it("an edit that added a photo, settled with the server's version: its file goes, the server's photo stays", async () => {
    const shown = 'http://127.0.0.1:54321/storage/v1/object/public/offer-images/seed/sofa.webp';
    const offer = offerRow({ images: [shown] });
    h.remote.seed('offers', offer);
    h.remote.objects.set('offer-images/seed/sofa.webp', new Blob(['seed']));
    await db.offers.put(offer);
    await updateOffer(offer.id, input('Mit neuem Foto'), [shown], [pngImage()]);
    h.remote.editOnServer('offers', offer.id, { images: [] });
    await h.settle();
    const [conflict] = useSyncStatusStore.getState().conflicts;
    expect(storedFiles()).toHaveLength(2);

    await h.engine.resolveConflict(conflict!.id, 'theirs');
    await h.settle();
    expect(storedFiles()).toEqual(['offer-images/seed/sofa.webp']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a file a queued edit still names stays', async () => {
    const offer = offerRow();
    h.remote.seed('offers', offer);
    await db.offers.put(offer);
    await updateOffer(offer.id, input('Erste Fassung'), [], [pngImage()]);
    const [photo] = (await db.offers.get(offer.id))!.images;
    // A later edit adds a second photo: it names the first one's URL too.
    await updateOffer(offer.id, input('Erste Fassung'), [photo!], [pngImage()]);
    h.remote.editOnServer('offers', offer.id, { name: 'Anderswo geändert' });
    await h.settle();
    const [conflict] = useSyncStatusStore.getState().conflicts;
    await h.engine.resolveConflict(conflict!.id, 'theirs');
    await h.settle();
    expect((await db.offers.get(offer.id))!.images).toContain(photo);
    expect(h.remote.callsOf('removeUnusedFile')).toEqual([]);
    expect(storedFiles()).toContain(`offer-images/${photo!.split('/').pop()}`);
  });
});
