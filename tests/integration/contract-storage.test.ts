import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, deleteUser, makeClient, signIn, startBackend, type Client, type TestBackend, type TestUser } from '../support/backend/backend.ts';

// Storage calls of the app: upload (with upsert), public URL, render/image transforms, remove, list.
let backend: TestBackend;
let staffUser: TestUser;
let staff: Client;
const uploaded: Array<[string, string]> = [];

async function jpeg(width: number, height: number, color = '#a05a3c'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg({ quality: 80 }).toBuffer();
}

beforeAll(async () => {
  backend = await startBackend();
  staffUser = await createUser(backend, 'staff');
  staff = await signIn(backend, staffUser);
});

afterAll(async () => {
  if (!backend) return;
  for (const [bucket, path] of uploaded) await staff.storage.from(bucket).remove([path]);
  if (staffUser) await deleteUser(backend, staffUser);
  await backend.close();
});

describe.each(['offer-images', 'gallery'])('bucket %s', (bucket) => {
  it('uploads a File under a random name and serves it at its public URL', async () => {
    const path = `test/${randomUUID()}.jpg`;
    uploaded.push([bucket, path]);
    const bytes = await jpeg(640, 480);
    const file = new File([new Uint8Array(bytes)], 'sofa.jpg', { type: 'image/jpeg' });
    const { data, error } = await staff.storage.from(bucket).upload(path, file);
    expect(error).toBeNull();
    expect(data).toMatchObject({ path, fullPath: `${bucket}/${path}` });

    const { data: url } = staff.storage.from(bucket).getPublicUrl(path);
    expect(url.publicUrl).toBe(`${backend.url}/storage/v1/object/public/${bucket}/${path}`);
    const response = await fetch(url.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe('uploads', () => {
  it('refuses an existing name without upsert and replaces it with upsert', async () => {
    const path = `test/${randomUUID()}.jpg`;
    uploaded.push(['gallery', path]);
    const first = await staff.storage.from('gallery').upload(path, new Blob([new Uint8Array(await jpeg(10, 10, '#000000'))], { type: 'image/jpeg' }));
    expect(first.error).toBeNull();
    const clash = await staff.storage.from('gallery').upload(path, new Blob([new Uint8Array(await jpeg(10, 10))], { type: 'image/jpeg' }));
    expect(clash.error).toMatchObject({ statusCode: '409' });
    const replacement = await jpeg(20, 20, '#ffffff');
    const upserted = await staff.storage.from('gallery').upload(path, new Blob([new Uint8Array(replacement)], { type: 'image/jpeg' }), { upsert: true });
    expect(upserted.error).toBeNull();
    const served = await fetch(staff.storage.from('gallery').getPublicUrl(path).data.publicUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(replacement)).toBe(true);
  });

  it('accepts raw bodies (ArrayBuffer with contentType)', async () => {
    const path = `test/${randomUUID()}.jpg`;
    uploaded.push(['offer-images', path]);
    const bytes = await jpeg(12, 12);
    const { error } = await staff.storage.from('offer-images').upload(path, new Uint8Array(bytes).buffer, { contentType: 'image/jpeg' });
    expect(error).toBeNull();
    const served = await fetch(staff.storage.from('offer-images').getPublicUrl(path).data.publicUrl);
    expect(served.status).toBe(200);
  });
});

describe('render/image', () => {
  it('resizes to the requested width and height (cover) through getPublicUrl transform', async () => {
    const path = `test/${randomUUID()}.jpg`;
    uploaded.push(['gallery', path]);
    await staff.storage.from('gallery').upload(path, new Blob([new Uint8Array(await jpeg(1200, 800))], { type: 'image/jpeg' }));
    const { data } = staff.storage.from('gallery').getPublicUrl(path, { transform: { width: 300, height: 300 } });
    expect(data.publicUrl).toContain('/storage/v1/render/image/public/gallery/');
    const response = await fetch(data.publicUrl, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);

    const widthOnly = await fetch(staff.storage.from('gallery').getPublicUrl(path, { transform: { width: 384, format: 'origin' } }).data.publicUrl);
    expect(widthOnly.headers.get('content-type')).toBe('image/jpeg');
    const meta2 = await sharp(Buffer.from(await widthOnly.arrayBuffer())).metadata();
    expect([meta2.width, meta2.height]).toEqual([384, 256]);

    const contain = await fetch(staff.storage.from('gallery').getPublicUrl(path, { transform: { width: 400, height: 240, resize: 'contain' } }).data.publicUrl);
    const meta3 = await sharp(Buffer.from(await contain.arrayBuffer())).metadata();
    expect([meta3.width, meta3.height]).toEqual([400, 240]);
  });
});

describe('remove and list', () => {
  it('removes by exact names, returns the removed rows, and the public URL stops serving', async () => {
    const names = [`test/${randomUUID()}.jpg`, `test/${randomUUID()}.jpg`];
    for (const name of names) {
      await staff.storage.from('offer-images').upload(name, new Blob([new Uint8Array(await jpeg(8, 8))], { type: 'image/jpeg' }));
    }
    const listed = await staff.storage.from('offer-images').list('test', { limit: 1000 });
    expect(listed.error).toBeNull();
    expect(listed.data!.map((o) => `test/${o.name}`)).toEqual(expect.arrayContaining(names));

    const removed = await staff.storage.from('offer-images').remove([...names, 'test/does-not-exist.jpg']);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((o) => o.name).sort()).toEqual([...names].sort());
    const response = await fetch(staff.storage.from('offer-images').getPublicUrl(names[0]!).data.publicUrl);
    expect(response.ok).toBe(false);
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });

  it('a file a row uses is not removed, whatever spelling the row has its URL in', async () => {
    const name = `test/${randomUUID()}.jpg`;
    await staff.storage.from('gallery').upload(name, new Blob([new Uint8Array(await jpeg(8, 8))], { type: 'image/jpeg' }));
    const publicUrl = staff.storage.from('gallery').getPublicUrl(name).data.publicUrl;
    const album = await staff.from('albums').insert({ title: `Bilder ${randomUUID()}`, cover_image: `${publicUrl}?v=2` }).select('id').single();
    expect(album.error).toBeNull();

    const refused = await staff.storage.from('gallery').remove([name]);
    expect(refused.error).toBeNull();
    expect(refused.data).toEqual([]);
    expect((await fetch(publicUrl)).status).toBe(200);

    // Deleting the album removes the file it no longer leaves in use (the cleanup trigger).
    await staff.from('albums').delete().eq('id', album.data!.id);
    expect((await fetch(publicUrl)).ok).toBe(false);
  });

  it('staff remove a file no row uses', async () => {
    const name = `test/${randomUUID()}.jpg`;
    await staff.storage.from('offer-images').upload(name, new Blob([new Uint8Array(await jpeg(8, 8))], { type: 'image/jpeg' }));
    const removed = await staff.storage.from('offer-images').remove([name]);
    expect(removed.data!.map((o) => o.name)).toEqual([name]);
  });

  it('a visitor cannot list-delete anything and sees the public read', async () => {
    const anon = makeClient(backend);
    const path = `test/${randomUUID()}.jpg`;
    uploaded.push(['gallery', path]);
    await staff.storage.from('gallery').upload(path, new Blob([new Uint8Array(await jpeg(8, 8))], { type: 'image/jpeg' }));
    const removed = await anon.storage.from('gallery').remove([path]);
    expect(removed.data).toEqual([]);
    expect((await fetch(anon.storage.from('gallery').getPublicUrl(path).data.publicUrl)).status).toBe(200);
  });
});
