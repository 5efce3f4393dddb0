import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { againstRealProject, createUser, deleteUser, makeClient, serviceClient, signIn, startBackend, type Client, type TestBackend, type TestUser } from '../support/backend/backend.ts';
import { PNG_1X1 } from '../support/images.ts';
import { BUCKETS, snapshot } from '../support/backend/snapshot.ts';

// Everything a visitor (anon) or a signed-in user who is not staff tries to write is refused and
// changes nothing. Filter values that look like SQL are data. Uploads are checked by content and
// size. Wrong passwords are rate-limited. Forged tokens are refused.
let backend: TestBackend;
let visitorUser: TestUser;
let staffUser: TestUser;
let staff: Client;
let existing: { offer: string; album: string; image: string; objects: Record<string, string> };

beforeAll(async () => {
  backend = await startBackend();
  visitorUser = await createUser(backend, 'visitor');
  staffUser = await createUser(backend, 'staff');
  staff = await signIn(backend, staffUser);
  const offer = await staff.from('offers').insert({ name: `security ${randomUUID()}` }).select('id').single();
  const album = await staff.from('albums').insert({ title: `security ${randomUUID()}` }).select('id').single();
  const image = await staff.from('gallery_images').insert({ album_id: album.data!.id, image_url: 'https://example.com/x.png', order_index: 0 }).select('id').single();
  const objects: Record<string, string> = {};
  for (const bucket of BUCKETS) {
    objects[bucket] = `security/${randomUUID()}.png`;
    const up = await staff.storage.from(bucket).upload(objects[bucket], new Blob([PNG_1X1], { type: 'image/png' }));
    if (up.error) throw new Error(up.error.message);
  }
  existing = { offer: offer.data!.id, album: album.data!.id, image: image.data!.id, objects };
});

afterAll(async () => {
  if (!backend) return;
  if (existing) {
    await staff.from('albums').delete().eq('id', existing.album);
    await staff.from('offers').delete().eq('id', existing.offer);
    for (const bucket of BUCKETS) await staff.storage.from(bucket).remove([existing.objects[bucket]!]);
  }
  for (const user of [visitorUser, staffUser]) if (user) await deleteUser(backend, user);
  await backend.close();
});

describe.each([
  ['anon', 401],
  ['a signed-in user who is not staff', 403],
] as const)('as %s', (who, deniedStatus) => {
  let client: Client;
  beforeAll(async () => {
    client = who === 'anon' ? makeClient(backend) : await signIn(backend, visitorUser);
  });

  it('every insert, update and delete on offers, albums and gallery images is refused and changes nothing', async () => {
    const before = await snapshot(backend);
    const inserts = [
      await client.from('offers').insert({ name: 'Hack' }),
      await client.from('offers').upsert({ id: existing.offer, name: 'Hack' }),
      await client.from('albums').insert({ title: 'Hack' }),
      await client.from('gallery_images').insert({ album_id: existing.album, image_url: 'https://evil.example/x.png' }),
    ];
    for (const result of inserts) {
      expect(result.status).toBe(deniedStatus);
      expect(result.error?.code).toBe('42501');
    }
    const updates = [
      await client.from('offers').update({ name: 'Hack' }).eq('id', existing.offer).select(),
      await client.from('albums').update({ title: 'Hack' }).eq('id', existing.album).select(),
      await client.from('gallery_images').update({ title: 'Hack' }).eq('id', existing.image).select(),
      await client.from('offers').delete().eq('id', existing.offer).select(),
      await client.from('albums').delete().eq('id', existing.album).select(),
      await client.from('gallery_images').delete().eq('id', existing.image).select(),
    ];
    for (const result of updates) {
      // Either refused outright (anon holds no such privilege) or no row passes the policies.
      if (result.error) expect(result.error.code).toBe('42501');
      else expect(result.data).toEqual([]);
    }
    expect(await snapshot(backend)).toEqual(before);
  });

  it('chat messages cannot be changed or deleted, nor written into another session', async () => {
    const session = randomUUID();
    const owner = makeClient(backend, { headers: { 'x-chat-session': session } });
    const own = await owner.from('chat_messages').insert({ session_id: session, role: 'user', content: 'Hallo' }).select().single();
    expect(own.error).toBeNull();
    const before = await snapshot(backend);
    const asSession = who === 'anon' ? owner : await signIn(backend, visitorUser, { 'x-chat-session': session });
    const update = await asSession.from('chat_messages').update({ content: 'geändert' }).eq('id', own.data!.id).select();
    expect(update.error?.code).toBe('42501');
    const remove = await asSession.from('chat_messages').delete().eq('id', own.data!.id).select();
    expect(remove.error?.code).toBe('42501');
    const foreign = await asSession.from('chat_messages').insert({ session_id: randomUUID(), role: 'assistant', content: 'untergeschoben' });
    expect(foreign.error?.code).toBe('42501');
    expect(await snapshot(backend)).toEqual(before);
  });

  it('the RPCs are refused', async () => {
    const before = await snapshot(backend);
    const move = await client.rpc('move_offer', { p_offer_id: existing.offer, p_direction: 'up', p_operation_id: randomUUID() });
    expect(move.status).toBe(deniedStatus);
    expect(move.error?.code).toBe('42501');
    const purge = await client.rpc('purge_old_chat_messages', { retention_days: 1 });
    expect(purge.status).toBe(deniedStatus);
    expect(await snapshot(backend)).toEqual(before);
  });

  it.each(BUCKETS)('uploads, overwrites and deletes in bucket %s are refused', async (bucket) => {
    const before = await snapshot(backend);
    const png = new Blob([PNG_1X1], { type: 'image/png' });
    const upload = await client.storage.from(bucket).upload(`intruder/${randomUUID()}.png`, png);
    expect(upload.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    const overwrite = await client.storage.from(bucket).upload(existing.objects[bucket]!, png, { upsert: true });
    expect(overwrite.error).not.toBeNull();
    const update = await client.storage.from(bucket).update(existing.objects[bucket]!, png);
    expect(update.error).not.toBeNull();
    const removed = await client.storage.from(bucket).remove([existing.objects[bucket]!]);
    expect(removed.data ?? []).toEqual([]);
    expect(await snapshot(backend)).toEqual(before);
    expect((await fetch(client.storage.from(bucket).getPublicUrl(existing.objects[bucket]!).data.publicUrl)).status).toBe(200);
  });
});

describe('filter values are data', () => {
  it.each([
    "'; drop table offers; --",
    "x' or '1'='1",
    '1); delete from albums; --',
    '"quoted", (parens), commas',
  ])('eq/ilike/in with %j match nothing and change nothing', async (value) => {
    const anon = makeClient(backend);
    const before = await snapshot(backend);
    for (const query of [
      anon.from('offers').select('id').eq('name', value),
      anon.from('offers').select('id').ilike('name', `%${value}%`),
      anon.from('offers').select('id').in('name', [value, 'x']),
      anon.from('offers').select('id').or(`name.eq.${JSON.stringify(value)},name.eq.nobody`),
    ]) {
      const { data, error } = await query;
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    expect(await snapshot(backend)).toEqual(before);
  });

  it('a value of the wrong type is a 22P02 error, not a query', async () => {
    const { status, error } = await makeClient(backend).from('offers').select('id').eq('id', '1 or 1=1');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });

  it('SQL in column names, order and select is refused as a malformed request', async () => {
    const anon = makeClient(backend);
    const results = [
      await anon.from('offers').select('id').eq('name; drop table offers' as 'name', 'x'),
      await anon.from('offers').select('id').order('name; drop table offers' as 'name'),
      await anon.from('offers').select('id, (select 1)' as '*'),
      await anon.from('offers').select('id::text from offers; --' as '*'),
    ];
    for (const result of results) {
      expect(result.status).toBe(400);
      expect(['PGRST100', '42703']).toContain(result.error?.code);
    }
  });
});

describe('uploads are judged by content and size', () => {
  it('refuses a text file named .jpg and declared image/jpeg', async () => {
    const fake = new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/jpeg' });
    const { error } = await staff.storage.from('gallery').upload(`test/${randomUUID()}.jpg`, fake);
    expect(error).toMatchObject({ statusCode: '415' });
    expect(error?.message).toMatch(/not a JPEG, PNG, WebP, AVIF or GIF image/);
  });

  it('refuses SVG and other non-image types', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' });
    const a = await staff.storage.from('offer-images').upload(`test/${randomUUID()}.svg`, svg);
    expect(a.error).toMatchObject({ statusCode: '415', message: 'mime type image/svg+xml is not supported' });
    const pdf = await staff.storage.from('offer-images').upload(`test/${randomUUID()}.pdf`, new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    expect(pdf.error?.statusCode).toBe('415');
  });

  it('refuses files over 10 MB', async () => {
    const big = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } }).png().toBuffer();
    const padded = Buffer.concat([big, Buffer.alloc(10 * 1024 * 1024 + 1 - big.length)]);
    const before = await snapshot(backend);
    const { error } = await staff.storage.from('gallery').upload(`test/${randomUUID()}.png`, new Blob([padded], { type: 'image/png' }));
    expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    expect(await snapshot(backend)).toEqual(before);
  });
});

/** CRC-32 (PNG chunks), bitwise: tests build a few tiny files only. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header claims width × height pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = pngChunk('IDAT', deflateSync(Buffer.alloc(1000)));
  return Buffer.concat([PNG_1X1.subarray(0, 8), pngChunk('IHDR', header), pixels, pngChunk('IEND', Buffer.alloc(0))]);
}

describe.skipIf(againstRealProject)('stored objects and the image renderer', () => {
  const uploaded: string[] = [];
  afterAll(async () => {
    if (uploaded.length) await staff.storage.from('gallery').remove(uploaded);
  });

  async function uploadAndRender(bytes: Buffer): Promise<Response> {
    const name = `security/${randomUUID()}.png`;
    const up = await staff.storage.from('gallery').upload(name, new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    expect(up.error).toBeNull();
    uploaded.push(name);
    return fetch(`${backend.url}/storage/v1/render/image/public/gallery/${name}?width=200`);
  }

  it('are served with X-Content-Type-Options: nosniff, transformed or not', async () => {
    const name = existing.objects.gallery!;
    const urls = [
      staff.storage.from('gallery').getPublicUrl(name).data.publicUrl,
      staff.storage.from('gallery').getPublicUrl(name, { transform: { width: 50 } }).data.publicUrl,
    ];
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      await response.arrayBuffer();
    }
    const download = await staff.storage.from('gallery').download(name);
    expect(download.error).toBeNull();
  });

  it('a file with an image signature that cannot be decoded gets 415 from the renderer, not 500', async () => {
    const garbage = Buffer.concat([PNG_1X1.subarray(0, 8), Buffer.from('this is no image data at all, just text'.repeat(20))]);
    const response = await uploadAndRender(garbage);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ statusCode: '415', code: 'ImageProcessingError' });
  });

  it.each([
    [30000, 30000],
    [16000, 16000],
  ])('a header claiming %i×%i pixels gets 422 before anything is decoded', async (width, height) => {
    const response = await uploadAndRender(pngClaiming(width, height));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { statusCode: string; message: string };
    expect(body.statusCode).toBe('422');
    expect(body.message).toBe(`The image is ${width}×${height} pixels; images up to 50 megapixels can be transformed.`);
    // The server is still there.
    expect((await fetch(`${backend.url}/rest/v1/offers?select=id&limit=1`, { headers: { apikey: backend.anonKey } })).status).toBe(200);
  });
});

describe('tokens', () => {
  const forge = (claims: Record<string, unknown>, secret: string) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(secret));
  const unsigned = (claims: Record<string, unknown>) =>
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

  it('a token signed with another secret or with alg "none" gets nowhere', async () => {
    const before = await snapshot(backend);
    const staffClaims = { role: 'service_role', sub: staffUser.id, app_metadata: { role: 'staff' } };
    for (const token of [await forge(staffClaims, 'some-other-secret-that-is-at-least-32-chars'), unsigned(staffClaims)]) {
      const client = makeClient(backend, { key: token });
      const insert = await client.from('offers').insert({ name: 'forged' });
      expect(insert.status).toBe(401);
      expect(insert.error?.code).toBe('PGRST301');
      const read = await client.from('offers').select('id');
      expect(read.status).toBe(401);
      const upload = await client.storage.from('gallery').upload(`forged/${randomUUID()}.png`, new Blob([PNG_1X1], { type: 'image/png' }));
      expect(upload.error).toMatchObject({ statusCode: '403' });
      const user = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` } });
      expect(user.status).toBe(403);
      const admin = await fetch(`${backend.url}/auth/v1/admin/users`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` } });
      expect(admin.status).toBe(403);
    }
    expect(await snapshot(backend)).toEqual(before);
  });

  it.skipIf(againstRealProject)('an expired token and a token for a non-API role are refused', async () => {
    const secret = 'super-secret-jwt-token-with-at-least-32-characters-long';
    const expired = await new SignJWT({ role: 'authenticated', sub: staffUser.id, app_metadata: { role: 'staff' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    const result = await makeClient(backend, { key: expired }).from('offers').insert({ name: 'late' });
    expect(result.status).toBe(401);
    expect(result.error).toMatchObject({ code: 'PGRST301', message: 'JWT expired' });
    const superuser = await forge({ role: 'postgres' }, secret);
    const asPostgres = await makeClient(backend, { key: superuser }).from('offers').delete().neq('id', randomUUID());
    expect(asPostgres.status).toBe(403);
  });
});

describe.skipIf(againstRealProject)('wrong passwords', () => {
  it('are rate-limited per e-mail and IP, even when the right password follows', async () => {
    const target = await createUser(backend, 'visitor');
    const client = makeClient(backend);
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 7; i++) {
      const { error } = await client.auth.signInWithPassword({ email: target.email, password: `wrong-${i}` });
      codes.push(error?.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('invalid_credentials'));
    expect(codes.slice(5)).toEqual(['over_request_rate_limit', 'over_request_rate_limit']);
    const right = await client.auth.signInWithPassword({ email: target.email, password: target.password });
    expect(right.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    // Other accounts are unaffected.
    const other = await makeClient(backend).auth.signInWithPassword({ email: staffUser.email, password: staffUser.password });
    expect(other.error).toBeNull();
    await serviceClient(backend).auth.admin.deleteUser(target.id);
  });
});
