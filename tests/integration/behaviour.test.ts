import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { againstRealProject, createUser, deleteUser, makeClient, signIn, startBackend, type Client, type TestBackend, type TestUser } from '../support/backend/backend.ts';
import { PNG_1X1 } from '../support/images.ts';

// Server-side guarantees the app relies on: no orphaned files after deletes, atomic and
// idempotent moves, updated_at on every save, and malformed requests that fail cleanly.
let backend: TestBackend;
let staffUser: TestUser;
let staff: Client;

beforeAll(async () => {
  backend = await startBackend();
  staffUser = await createUser(backend, 'staff');
  staff = await signIn(backend, staffUser);
});

afterAll(async () => {
  if (!backend) return;
  if (staffUser) await deleteUser(backend, staffUser);
  await backend.close();
});

async function uploadImage(bucket: 'gallery' | 'offer-images'): Promise<string> {
  const path = `test/${randomUUID()}.png`;
  const { error } = await staff.storage.from(bucket).upload(path, new Blob([PNG_1X1], { type: 'image/png' }));
  if (error) throw new Error(error.message);
  return staff.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

async function served(url: string): Promise<boolean> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status === 200;
}

describe('deleting removes stored files', () => {
  it('deleting an album removes its images and its cover from storage', async () => {
    const [cover, a, b] = [await uploadImage('gallery'), await uploadImage('gallery'), await uploadImage('gallery')];
    const album = await staff.from('albums').insert({ title: 'Abriss', cover_image: cover }).select('id').single();
    await staff.from('gallery_images').insert([a, b].map((image_url, order_index) => ({ album_id: album.data!.id, image_url, order_index })));
    // Another album still uses b: it must survive.
    const other = await staff.from('albums').insert({ title: 'Bleibt', cover_image: b }).select('id').single();
    for (const url of [cover, a, b]) expect(await served(url)).toBe(true);

    const deleted = await staff.from('albums').delete().eq('id', album.data!.id);
    expect(deleted.error).toBeNull();
    const images = await staff.from('gallery_images').select('id').eq('album_id', album.data!.id);
    expect(images.data).toEqual([]);
    for (const url of [cover, a]) {
      const response = await fetch(url);
      expect(response.status).not.toBe(200);
      expect(await response.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
    }
    expect(await served(b)).toBe(true);
    await staff.from('albums').delete().eq('id', other.data!.id);
    expect(await served(b)).toBe(false);
  });

  it('deleting one gallery image, or replacing an offer image, removes that file only', async () => {
    const [keep, drop] = [await uploadImage('gallery'), await uploadImage('gallery')];
    const album = await staff.from('albums').insert({ title: 'Teilweise' }).select('id').single();
    const rows = await staff.from('gallery_images').insert([keep, drop].map((image_url, i) => ({ album_id: album.data!.id, image_url, order_index: i }))).select('id, image_url');
    await staff.from('gallery_images').delete().eq('id', rows.data!.find((r) => r.image_url === drop)!.id);
    expect([await served(keep), await served(drop)]).toEqual([true, false]);

    const [old, fresh] = [await uploadImage('offer-images'), await uploadImage('offer-images')];
    const offer = await staff.from('offers').insert({ name: 'Bildwechsel', images: [old] }).select('id').single();
    await staff.from('offers').update({ images: [fresh] }).eq('id', offer.data!.id);
    expect([await served(old), await served(fresh)]).toEqual([false, true]);
    await staff.from('offers').delete().eq('id', offer.data!.id);
    expect(await served(fresh)).toBe(false);
    await staff.from('albums').delete().eq('id', album.data!.id);
  });
});

/** Other spellings of the same object's URL, as the app or a person could store them. */
const SPELLINGS: [string, (url: string) => string][] = [
  ['a query string', (url) => `${url}?v=2`],
  ['a fragment', (url) => `${url}#ansicht`],
  ['localhost for 127.0.0.1', (url) => url.replace('127.0.0.1', 'localhost')],
  ['another host name of the backend', (url) => url.replace(/^http:\/\/[^/]+/, 'https://bilder.wichtrey.example')],
  ['percent-encoding', (url) => url.replace(/\/test\/([^/]+)$/, (_all, file: string) => `/test%2F${file.replace('-', '%2D')}`)],
  ['repeated slashes', (url) => url.replace('/object/public/', '/object//public//')],
  ['a render URL', (url) => `${url.replace('/object/public/', '/render/image/public/')}?width=300`],
];

describe('files are kept while any row refers to them, whatever the spelling', () => {
  it.each(SPELLINGS)('removing a URL spelled with %s from an offer keeps the album cover that uses the file', async (_name, respell) => {
    const url = await uploadImage('offer-images');
    const spelled = respell(url);
    expect(spelled).not.toBe(url);
    const album = await staff.from('albums').insert({ title: 'Titelbild', cover_image: url }).select('id').single();
    const offer = await staff.from('offers').insert({ name: 'Sofa', images: [spelled] }).select('id').single();
    expect(offer.error).toBeNull();

    expect((await staff.from('offers').update({ images: [] }).eq('id', offer.data!.id)).error).toBeNull();
    expect(await served(url)).toBe(true);
    // And the other way round: the cover goes, the offer still shows the file in its spelling.
    await staff.from('offers').update({ images: [spelled] }).eq('id', offer.data!.id);
    await staff.from('albums').update({ cover_image: null }).eq('id', album.data!.id);
    expect(await served(url)).toBe(true);
    // Once no row refers to it in any spelling, it goes.
    await staff.from('offers').delete().eq('id', offer.data!.id);
    expect(await served(url)).toBe(false);
    await staff.from('albums').delete().eq('id', album.data!.id);
  });
});

describe('moves and timestamps', () => {
  it('updated_at changes on every update, whatever the client sends', async () => {
    const offer = await staff.from('offers').insert({ name: 'Zeitstempel', updated_at: '2000-01-01T00:00:00Z' }).select().single();
    expect(Date.parse(offer.data!.updated_at)).toBeGreaterThan(Date.parse('2020-01-01'));
    let previous = offer.data!.updated_at;
    for (const change of [{ discount: 10 }, { updated_at: '2000-01-01T00:00:00Z' }, { name: 'Zeitstempel 2' }]) {
      await new Promise((r) => setTimeout(r, 3));
      const updated = await staff.from('offers').update(change).eq('id', offer.data!.id).select('updated_at').single();
      expect(Date.parse(updated.data!.updated_at)).toBeGreaterThan(Date.parse(previous));
      previous = updated.data!.updated_at;
    }
    await staff.from('offers').delete().eq('id', offer.data!.id);
  });

  // Local only: on a real project these moves would also shift the real offers next to the test rows.
  it.skipIf(againstRealProject)('concurrent moves never duplicate or lose a position, and replays change nothing', async () => {
    const inserted = await staff.from('offers').insert(Array.from({ length: 4 }, (_, i) => ({ name: `Reihenfolge ${i}` }))).select('id');
    const ids = inserted.data!.map((o) => o.id);
    const orderBefore = await makeClient(backend).from('offers').select('id, display_order').order('display_order');
    const moves = ids.flatMap((id, i) => [
      { p_offer_id: id, p_direction: i % 2 ? 'up' : 'down', p_operation_id: randomUUID() },
      { p_offer_id: id, p_direction: 'up', p_operation_id: randomUUID() },
    ]);
    const results = await Promise.all(moves.map((m) => staff.rpc('move_offer', m)));
    for (const r of results) expect(r.error).toBeNull();
    const after = await makeClient(backend).from('offers').select('id, display_order').order('display_order');
    expect(after.data!.map((o) => o.display_order).sort()).toEqual(orderBefore.data!.map((o) => o.display_order).sort());
    expect(new Set(after.data!.map((o) => o.display_order)).size).toBe(after.data!.length);

    const replays = await Promise.all(moves.map((m) => staff.rpc('move_offer', m)));
    for (const r of replays) expect(r.data).toMatchObject({ replayed: true });
    const again = await makeClient(backend).from('offers').select('id, display_order').order('display_order');
    expect(again.data).toEqual(after.data);
    await staff.from('offers').delete().in('id', ids);
  });

  it('moving the first offer up reports that it cannot move further', async () => {
    const first = await makeClient(backend).from('offers').select('id').order('display_order').limit(1).single();
    const result = await staff.rpc('move_offer', { p_offer_id: first.data!.id, p_direction: 'up', p_operation_id: randomUUID() });
    expect(result.data).toMatchObject({ moved: false, reason: 'at_top' });
    const bad = await staff.rpc('move_offer', { p_offer_id: first.data!.id, p_direction: 'sideways', p_operation_id: randomUUID() });
    expect(bad.status).toBe(400);
  });
});

describe('malformed requests', () => {
  it.each([
    ['/rest/v1/offers?name=zz.abc', 400, 'PGRST100'],
    ['/rest/v1/offers?order=name.sideways', 400, 'PGRST100'],
    ['/rest/v1/offers?select=id,(', 400, 'PGRST100'],
    ['/rest/v1/offers?id=in.(a,b', 400, 'PGRST100'],
    ['/rest/v1/offers?limit=-1', 400, 'PGRST100'],
    ['/rest/v1/offers?nope=eq.1', 400, '42703'],
    ['/rest/v1/offers?discount=eq.lots', 400, '22P02'],
    ['/rest/v1/no_such_table', 404, '42P01'],
    ['/rest/v1/%E0%A4%A', 400, 'PGRST100'],
  ])('GET %s answers %i %s and the server stays up', async (path, status, code) => {
    const response = await fetch(`${backend.url}${path}`, { headers: { apikey: backend.anonKey } });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code });
    const healthy = await makeClient(backend).from('offers').select('id').limit(1);
    expect(healthy.error).toBeNull();
  });

  it('broken JSON, wrong shapes and oversized bodies are refused cleanly', async () => {
    const token = (await staff.auth.getSession()).data.session!.access_token;
    const post = (body: string, path = '/rest/v1/offers') =>
      fetch(`${backend.url}${path}`, { method: 'POST', body, headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    expect((await post('{"name": ')).status).toBe(400);
    expect((await post('"just a string"')).status).toBe(400);
    expect((await post('[{"name":"a"},{"info":"b"}]')).status).toBe(400);
    const huge = await post(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    const authHuge = await post(JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }), '/auth/v1/token?grant_type=password');
    expect(authHuge.status).toBe(413);
    expect((await post('{', '/auth/v1/token?grant_type=password')).status).toBe(400);
    const healthy = await makeClient(backend).from('offers').select('id').limit(1);
    expect(healthy.error).toBeNull();
  });

  // Local only: where pg-safeupdate is not active, this would really update every offer.
  it.skipIf(againstRealProject)('an unfiltered update is refused like hosted Supabase (pg-safeupdate)', async () => {
    const update = await staff.from('offers').update({ discount: 1 }).select();
    expect(update.status).toBe(400);
    expect(update.error?.message).toBe('UPDATE requires a WHERE clause');
  });
});
