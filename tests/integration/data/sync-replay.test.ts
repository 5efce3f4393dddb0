import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAlbum, deleteAlbum, updateAlbum } from '../../../src/data/commands/albumCommands.ts';
import { addAlbumImages, deleteImage, updateImageDetails } from '../../../src/data/commands/imageCommands.ts';
import { createOffer, deleteOffer, moveOffer, updateOffer } from '../../../src/data/commands/offerCommands.ts';
import { db } from '../../../src/data/db/database.ts';
import { albumsPageQuery, offersQuery } from '../../../src/data/mirror/pullQueries.ts';
import { requestPull } from '../../../src/data/mirror/pullScheduler.ts';
import type { WichtreyClient } from '../../../src/data/supabaseClient.ts';
import { useSyncStatusStore } from '../../../src/data/sync/syncStatus.ts';
import type { LocalStack } from '../../../supabase/local/index.ts';
import { createSupabaseRemote } from '../../../src/data/remote/supabaseRemote.ts';
import { createSyncEngine } from '../../../src/data/sync/syncEngine.ts';
import { makeClient, signedIn, staffSignIn, startDataStack, switchableFetch, wire, type Wired } from '../../support/sync/dataStack.ts';
import { pngBlob } from '../../support/images.ts';

// The real engine and mirror, through supabase-js signed in as the seeded staff user, against the
// local stack: every command kind replayed, uploads, the move RPC, album delete with its files,
// and refusals for users who are not staff.
let stack: LocalStack;
let staff: WichtreyClient;
let service: WichtreyClient;
let w: Wired;

beforeAll(async () => {
  stack = await startDataStack();
  staff = await staffSignIn(stack);
  service = makeClient(stack, stack.serviceRoleKey);
});

afterAll(async () => {
  await stack?.close();
});

beforeEach(async () => {
  w = await wire(staff);
  await requestPull(offersQuery(), { force: true });
  await requestPull(albumsPageQuery(1), { force: true });
});

const png = () => ({ blob: pngBlob(), extension: 'png' });
const offerInput = (name: string) => ({ name, manufacturer: 'Hersteller', info: 'Info', original_price: 1000, sale_price: 750, discount: 25 });

/** Storage answers a missing object with 400 and statusCode "404" (as hosted Storage does). */
async function objectGone(url: string): Promise<boolean> {
  const response = await fetch(url);
  const body = (await response.json().catch(() => ({}))) as { statusCode?: string };
  return response.status === 400 && body.statusCode === '404';
}

async function serverOffers() {
  const { data, error } = await service.from('offers').select('*').order('display_order');
  if (error) throw new Error(error.message);
  return data;
}

describe('replay against the local stack as staff', () => {
  it('creates an offer: the image is uploaded to storage and the row inserted with its public URL', async () => {
    const { id } = await createOffer(offerInput('Ecksofa'), [png()]);
    await w.engine.drain();
    expect(await db.outbox.count()).toBe(0);
    const { data: row } = await service.from('offers').select('*').eq('id', id).single();
    expect(row).toMatchObject({ name: 'Ecksofa', sale_price: 750, discount: 25 });
    expect(row!.images).toHaveLength(1);
    expect(row!.images[0]!.startsWith(`${stack.url}/storage/v1/object/public/offer-images/`)).toBe(true);
    const served = await fetch(row!.images[0]!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Dexie holds the server's row now (its display_order and updated_at).
    expect(await db.offers.get(id)).toEqual(row);
    expect(await db.blobs.count()).toBe(0);
  });

  it('replaying the same insert and upload again changes nothing', async () => {
    const before = (await serverOffers()).length;
    const { id } = await createOffer(offerInput('Doppelt'), [png()]);
    const entries = await db.outbox.orderBy('seq').toArray();
    const blobs = await db.blobs.toArray();
    await w.engine.drain();
    await db.outbox.bulkPut(entries);
    await db.blobs.bulkPut(blobs);
    await w.engine.drain();
    expect(await db.outbox.count()).toBe(0);
    expect((await serverOffers()).filter((offer) => offer.id === id)).toHaveLength(1);
    expect((await serverOffers()).length).toBe(before + 1);
  });

  it('updates an offer conditionally on updated_at, and an offline edit over a newer server edit is a conflict', async () => {
    const [first] = await db.offers.orderBy('display_order').toArray();
    await updateOffer(first!.id, offerInput('Geändert'), first!.images, []);
    await w.engine.drain();
    const { data: updated } = await service.from('offers').select('*').eq('id', first!.id).single();
    expect(updated).toMatchObject({ name: 'Geändert' });
    expect(updated!.updated_at).not.toBe(first!.updated_at);
    expect((await db.offers.get(first!.id))?.updated_at).toBe(updated!.updated_at);

    await updateOffer(first!.id, offerInput('Meins'), first!.images, []);
    await service.from('offers').update({ name: 'Von woanders' }).eq('id', first!.id);
    await w.engine.drain();
    const [conflict] = useSyncStatusStore.getState().conflicts;
    expect(conflict).toMatchObject({ rowId: first!.id, theirs: { name: 'Von woanders' } });
    await w.engine.resolveConflict(conflict!.id, 'mine');
    await w.engine.drain();
    const { data: resolved } = await service.from('offers').select('name').eq('id', first!.id).single();
    expect(resolved!.name).toBe('Meins');
  });

  it('moves an offer with one RPC call; replaying the move does not move it again', async () => {
    const order = (await db.offers.orderBy('display_order').toArray()).map((offer) => offer.id);
    const second = order[1]!;
    expect((await moveOffer(second, 'up')).result).toBe('moved');
    const [entry] = await db.outbox.toArray();
    await w.engine.drain();
    const after = (await serverOffers()).map((offer) => offer.id);
    expect(after.slice(0, 2)).toEqual([second, order[0]]);
    await db.outbox.put(entry!);
    await w.engine.drain();
    expect((await serverOffers()).map((offer) => offer.id)).toEqual(after);
    expect((await db.offers.orderBy('display_order').toArray()).map((offer) => offer.id).slice(0, 2)).toEqual([second, order[0]]);
  });

  it('deletes an offer (a replayed delete is fine)', async () => {
    const { id } = await createOffer(offerInput('Weg damit'), []);
    await w.engine.drain();
    await deleteOffer(id);
    const [entry] = await db.outbox.toArray();
    await w.engine.drain();
    await db.outbox.put(entry!);
    await w.engine.drain();
    expect(await db.outbox.count()).toBe(0);
    expect(useSyncStatusStore.getState().failed).toHaveLength(0);
    expect((await service.from('offers').select('id').eq('id', id)).data).toEqual([]);
  });

  it('album lifecycle: create with cover, add images, edit details, delete an image, edit, delete with its files', async () => {
    const { id: albumId } = await createAlbum({ title: 'Werkstatt', description: 'Neu' }, png());
    await addAlbumImages(albumId, [png(), png()]);
    await w.engine.drain();
    expect(await db.outbox.count()).toBe(0);
    const { data: album } = await service.from('albums').select('*').eq('id', albumId).single();
    expect(album).toMatchObject({ title: 'Werkstatt', description: 'Neu' });
    expect((await fetch(album!.cover_image!)).status).toBe(200);
    const { data: images } = await service.from('gallery_images').select('*').eq('album_id', albumId).order('order_index');
    expect(images!.map((image) => image.order_index)).toEqual([0, 1]);
    for (const image of images!) expect((await fetch(image.image_url)).status).toBe(200);

    await updateImageDetails(images![0]!.id, { title: 'Sessel', description: 'Bezogen' });
    await deleteImage(images![1]!.id);
    await updateAlbum(albumId, { title: 'Werkstatt 2', description: null }, 'remove');
    await w.engine.drain();
    expect(await db.outbox.count()).toBe(0);
    expect((await service.from('gallery_images').select('title, description').eq('id', images![0]!.id).single()).data).toEqual({ title: 'Sessel', description: 'Bezogen' });
    expect((await service.from('gallery_images').select('id').eq('id', images![1]!.id)).data).toEqual([]);
    expect(await objectGone(images![1]!.image_url)).toBe(true);
    expect((await service.from('albums').select('title, cover_image').eq('id', albumId).single()).data).toEqual({ title: 'Werkstatt 2', cover_image: null });

    await deleteAlbum(albumId);
    expect(await db.albums.get(albumId)).toBeUndefined();
    await w.engine.drain();
    expect((await service.from('albums').select('id').eq('id', albumId)).data).toEqual([]);
    expect((await service.from('gallery_images').select('id').eq('album_id', albumId)).data).toEqual([]);
    expect(await objectGone(images![0]!.image_url)).toBe(true);
  });
});

describe('flaky network', () => {
  it('edits made while the connection is down wait with backoff and go out in order once it is back', async () => {
    const network = switchableFetch();
    const client = await staffSignIn(stack, network.fetch);
    await wire(client);
    await requestPull(offersQuery(), { force: true });
    let now = Date.now();
    const remote = createSupabaseRemote(async () => client);
    const engine = createSyncEngine({ db, status: useSyncStatusStore, remote: () => remote, now: () => now, setTimer: () => () => undefined });

    network.setOffline(true);
    const [first] = await db.offers.orderBy('display_order').toArray();
    const { id } = await createOffer(offerInput('Im Funkloch'), [png()]);
    await updateOffer(first!.id, offerInput('Auch im Funkloch'), first!.images, []);
    await engine.drain();
    const [upload] = await db.outbox.orderBy('seq').toArray();
    expect(upload).toMatchObject({ attempts: 1, state: 'pending' });
    expect(upload!.nextAttemptAt - now).toBe(1000);
    expect(await db.outbox.count()).toBe(3);
    expect(useSyncStatusStore.getState().failed).toHaveLength(0);

    network.setOffline(false);
    await engine.drain(); // still backing off: nothing goes out early
    expect(await db.outbox.count()).toBe(3);
    now += 1000;
    await engine.drain();
    expect(await db.outbox.count()).toBe(0);
    expect((await service.from('offers').select('name').eq('id', id).single()).data!.name).toBe('Im Funkloch');
    expect((await service.from('offers').select('name').eq('id', first!.id).single()).data!.name).toBe('Auch im Funkloch');
  });
});

describe('token expiry', () => {
  it('a replay after the access token expired goes out with a refreshed token, never the expired one', async () => {
    const previous = process.env.LOCAL_JWT_EXPIRY;
    process.env.LOCAL_JWT_EXPIRY = '5'; // the stack's minimum
    try {
      const sent: Array<{ path: string; exp: number; at: number }> = [];
      const recordingFetch: typeof fetch = (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        const auth = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get('authorization');
        if (auth && /\/(rest|storage)\/v1\//.test(url)) {
          const payload = JSON.parse(Buffer.from(auth.split('.')[1]!, 'base64url').toString()) as { exp: number };
          sent.push({ path: new URL(url).pathname, exp: payload.exp, at: Date.now() / 1000 });
        }
        return fetch(input, init);
      };
      const client = await staffSignIn(stack, recordingFetch);
      await wire(client);
      await requestPull(offersQuery(), { force: true });
      const [first] = await db.offers.orderBy('display_order').toArray();
      await updateOffer(first!.id, offerInput('Nach Ablauf'), first!.images, []);
      const lastExpBefore = Math.max(...sent.map((request) => request.exp));
      await new Promise((resolve) => setTimeout(resolve, 5500));
      // Every token this client has used so far has expired by now.
      expect(Date.now() / 1000).toBeGreaterThan(lastExpBefore);
      sent.length = 0;
      const remote = createSupabaseRemote(async () => client);
      await createSyncEngine({ db, status: useSyncStatusStore, remote: () => remote, setTimer: () => () => undefined }).drain();
      expect(await db.outbox.count()).toBe(0);
      expect((await service.from('offers').select('name').eq('id', first!.id).single()).data!.name).toBe('Nach Ablauf');
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.every((request) => request.exp > request.at && request.exp > lastExpBefore)).toBe(true);
    } finally {
      if (previous === undefined) delete process.env.LOCAL_JWT_EXPIRY;
      else process.env.LOCAL_JWT_EXPIRY = previous;
    }
  });
});

describe('refusals', () => {
  it('a signed-in user who is not staff is refused by RLS: permanent failure, reverted', async () => {
    const email = `visitor-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const password = `pw-${crypto.randomUUID()}`;
    await service.auth.admin.createUser({ email, password, email_confirm: true });
    const visitor = await signedIn(stack, email, password);
    // The app's engine does not even try under a non-staff session (next test); with that guard
    // off, the server itself refuses every write and the engine reverts and reports.
    w = await wire(visitor, { requireStaff: false });
    await requestPull(offersQuery(), { force: true });
    const [first] = await db.offers.orderBy('display_order').toArray();

    const { id } = await createOffer(offerInput('Nicht erlaubt'), []);
    await updateOffer(first!.id, offerInput('Auch nicht'), first!.images, []);
    await w.engine.drain();
    expect(await db.offers.get(id)).toBeUndefined();
    expect((await db.offers.get(first!.id))?.name).toBe(first!.name);
    const { failed, lastError } = useSyncStatusStore.getState();
    expect(failed.map((entry) => entry.kind)).toEqual(['insert', 'update']);
    expect(failed.every((entry) => entry.message.startsWith('Keine Berechtigung'))).toBe(true);
    expect(lastError).toMatch(/Keine Berechtigung/);
    expect((await service.from('offers').select('id').eq('id', id)).data).toEqual([]);
    expect((await service.from('offers').select('name').eq('id', first!.id).single()).data!.name).toBe(first!.name);

    await moveOffer(first!.id, 'down');
    await w.engine.drain();
    expect(useSyncStatusStore.getState().failed.map((entry) => entry.kind)).toContain('move');
    expect((await serverOffers())[0]!.id).toBe(first!.id);

    // Storage refuses the upload too (HTTP 400 with statusCode "403"): reported as no permission.
    for (const entry of useSyncStatusStore.getState().failed) await w.engine.discardFailed(entry.id);
    const { id: withImage } = await createOffer(offerInput('Mit Bild'), [png()]);
    await w.engine.drain();
    const [upload] = useSyncStatusStore.getState().failed;
    expect(upload).toMatchObject({ kind: 'upload', dependents: 1 });
    expect(upload!.message).toMatch(/^Keine Berechtigung/);
    expect(await db.offers.get(withImage)).toBeUndefined();
  });

  it('the app engine keeps edits on the device while a non-staff user is signed in', async () => {
    const email = `visitor-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const password = `pw-${crypto.randomUUID()}`;
    await service.auth.admin.createUser({ email, password, email_confirm: true });
    w = await wire(await signedIn(stack, email, password));
    await requestPull(offersQuery(), { force: true });
    const { id } = await createOffer(offerInput('Wartet auf Personal'), []);
    await w.engine.drain();
    expect(await db.outbox.count()).toBe(1);
    expect(useSyncStatusStore.getState().failed).toHaveLength(0);
    expect((await db.offers.get(id))?.name).toBe('Wartet auf Personal');
    // The staff member signs in again on the device: the edit goes out.
    w = { ...w, engine: createSyncEngine({ db, status: useSyncStatusStore, remote: () => createSupabaseRemote(async () => staff), setTimer: () => () => undefined }) };
    await w.engine.drain();
    expect(await db.outbox.count()).toBe(0);
    expect((await service.from('offers').select('name').eq('id', id).single()).data!.name).toBe('Wartet auf Personal');
  });

  it('an anonymous client replays nothing (the edit waits for a staff session)', async () => {
    w = await wire(makeClient(stack));
    await requestPull(offersQuery(), { force: true });
    const { id } = await createOffer(offerInput('Anonym'), []);
    await w.engine.drain();
    expect(await db.outbox.count()).toBe(1);
    expect((await db.offers.get(id))?.name).toBe('Anonym');
    expect((await service.from('offers').select('id').eq('id', id)).data).toEqual([]);
  });
});
