import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/db/open.ts';
import { keptRenderFile } from '../../supabase/local/storage/render.ts';
import { DEFAULT_JWT_SECRET, DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, DEMO_STAFF, startLocalStack, type LocalStack } from '../../supabase/local/index.ts';
import { makeClient, serviceClient, type TestBackend } from '../support/backend/backend.ts';
import { pngBlob } from '../support/images.ts';

// The embedded stack itself: keys, seed content, CORS, loopback rule, persistence, and the
// catalog facts the migrations promise (RLS on every table, anon without write privileges).
let stack: LocalStack;
let backend: TestBackend;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: ':memory:' });
  backend = { url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey, local: stack, close: () => stack.close() };
});

afterAll(async () => {
  await stack?.close();
});

describe('keys', () => {
  it('uses the Supabase CLI demo keys, signed with the well-known local secret', async () => {
    expect(stack.anonKey).toBe(DEMO_ANON_KEY);
    expect(stack.serviceRoleKey).toBe(DEMO_SERVICE_ROLE_KEY);
    const secret = new TextEncoder().encode(DEFAULT_JWT_SECRET);
    expect((await jwtVerify(stack.anonKey, secret)).payload).toMatchObject({ iss: 'supabase-demo', role: 'anon' });
    expect((await jwtVerify(stack.serviceRoleKey, secret)).payload).toMatchObject({ iss: 'supabase-demo', role: 'service_role' });
  });

  it('refuses to listen beyond loopback with the public secret', async () => {
    await expect(startLocalStack({ port: 0, host: '0.0.0.0', dataDir: ':memory:' })).rejects.toThrow(/Refusing to listen on 0\.0\.0\.0/);
  });
});

describe('demo seed', () => {
  it('has at least 6 offers whose images are served, 12 albums (two pages) and one with 30 images', async () => {
    const anon = makeClient(backend);
    const offers = await anon.from('offers').select('*').order('display_order');
    expect(offers.data!.length).toBeGreaterThanOrEqual(6);
    const urls = offers.data!.flatMap((o) => o.images);
    expect(urls.length).toBeGreaterThanOrEqual(6);
    for (const url of urls) {
      expect(url.startsWith(`${stack.url}/storage/v1/object/public/offer-images/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      await response.arrayBuffer();
    }
    const albums = await anon.from('albums').select('*', { count: 'exact', head: true });
    expect(albums.count).toBe(12);
    const pages = await anon.from('albums').select('id, cover_image').order('created_at', { ascending: false }).range(9, 17);
    expect(pages.data).toHaveLength(3);
    const counts = await Promise.all(
      (await anon.from('albums').select('id')).data!.map(async (a) => (await anon.from('gallery_images').select('*', { count: 'exact', head: true }).eq('album_id', a.id)).count),
    );
    expect(counts).toContain(30);
    const cover = await fetch(`${pages.data![0]!.cover_image!.replace('/object/public/', '/render/image/public/')}?width=400&height=240`);
    expect(cover.status).toBe(200);
  });

  // Every test worker's stack asks for the same sizes of the same demo pictures: rendered once, kept
  // on disk beside the artwork. Sizes no page asks for keep these files apart from the real ones.
  it('renders a demo picture once for every stack and run, and an upload each time', async () => {
    const anon = makeClient(backend);
    const cover = (await anon.from('albums').select('cover_image').limit(1).single()).data!.cover_image!;
    const keptAt = (bytes: Uint8Array, width: number, height: number) => keptRenderFile(bytes, { width, height, resize: 'cover', quality: 80, target: 'image/webp' });
    const source = new Uint8Array(await (await fetch(cover)).arrayBuffer());
    const planted = keptAt(source, 131, 79);
    const renderAt = async (url: string, size: string) => {
      const response = await fetch(`${url.replace('/object/public/', '/render/image/public/')}?${size}`, { headers: { accept: 'image/webp' } });
      expect(response.status).toBe(200);
      return new Uint8Array(await response.arrayBuffer());
    };
    try {
      const rendered = await renderAt(cover, 'width=123&height=77');
      expect(new Uint8Array(await readFile(keptAt(source, 123, 77)))).toEqual(rendered);
      // A kept file is served as it is: this one holds the 123 × 77 render under 131 × 79's name.
      await writeFile(planted, rendered);
      expect(await sharp(await renderAt(cover, 'width=131&height=79')).metadata()).toMatchObject({ width: 123, height: 77 });
      // An upload is rendered, not kept.
      const path = `kept-${crypto.randomUUID()}.png`;
      expect((await serviceClient(backend).storage.from('gallery').upload(path, pngBlob())).error).toBeNull();
      await renderAt(`${stack.url}/storage/v1/object/public/gallery/${path}`, 'width=123&height=77');
      await expect(readFile(keptAt(new Uint8Array(await pngBlob().arrayBuffer()), 123, 77))).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(planted, { force: true });
    }
  });

  it('has the demo staff user (local only)', async () => {
    const client = makeClient(backend);
    const { data, error } = await client.auth.signInWithPassword(DEMO_STAFF);
    expect(error).toBeNull();
    expect(data.user?.app_metadata.role).toBe('staff');
  });
});

describe('HTTP', () => {
  it.each(['/rest/v1/offers', '/auth/v1/token?grant_type=password', '/storage/v1/object/gallery/x.png'])('answers the CORS preflight for %s', async (path) => {
    const response = await fetch(`${stack.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, apikey, x-chat-session, prefer' },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-chat-session');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('exposes Content-Range and the auth API version to browsers', async () => {
    const response = await fetch(`${stack.url}/rest/v1/offers?select=id`, { headers: { apikey: stack.anonKey, prefer: 'count=exact', origin: 'http://localhost:5173' } });
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/);
    expect(response.headers.get('content-range')).toMatch(/^0-\d+\/\d+$/);
  });

  it('answers auth errors in the versioned shape when asked, with the version header', async () => {
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'nothing-here' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    const legacy = await fetch(`${stack.url}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.de","password":"12345678"}' });
    expect(await legacy.json()).toEqual({ code: 422, error_code: 'signup_disabled', msg: 'Signups not allowed for this instance' });
  });

  it('HEAD with count=exact gives the total in Content-Range and no body', async () => {
    const response = await fetch(`${stack.url}/rest/v1/albums?select=*`, { method: 'HEAD', headers: { apikey: stack.anonKey, prefer: 'count=exact' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-11/12');
    expect(await response.text()).toBe('');
    const beyond = await fetch(`${stack.url}/rest/v1/albums?select=*&offset=12`, { headers: { apikey: stack.anonKey, prefer: 'count=exact' } });
    expect(beyond.status).toBe(416);
    expect(await beyond.json()).toMatchObject({ code: 'PGRST103' });
  });

  it('pages with a Range header like PostgREST', async () => {
    const response = await fetch(`${stack.url}/rest/v1/albums?select=id&order=created_at.desc`, { headers: { apikey: stack.anonKey, range: '3-7' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('3-7/*');
    expect(((await response.json()) as unknown[]).length).toBe(5);
  });

  it('after logout, GET /user answers 403 session_not_found on the wire', async () => {
    const headers = { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
    const login = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify(DEMO_STAFF) });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const auth = { ...headers, authorization: `Bearer ${token}` };
    expect((await fetch(`${stack.url}/auth/v1/logout?scope=local`, { method: 'POST', headers: auth })).status).toBe(204);
    const user = await fetch(`${stack.url}/auth/v1/user`, { headers: auth });
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
    const badScope = await fetch(`${stack.url}/auth/v1/logout?scope=everything`, { method: 'POST', headers: auth });
    expect(badScope.status).toBe(400);
  });

  it('lets the service role read captured auth mails', async () => {
    const denied = await fetch(`${stack.url}/auth/v1/_local/mails`, { headers: { authorization: `Bearer ${stack.anonKey}` } });
    expect(denied.status).toBe(403);
    await makeClient(backend).auth.resetPasswordForEmail(DEMO_STAFF.email);
    const mails = await fetch(`${stack.url}/auth/v1/_local/mails`, { headers: { authorization: `Bearer ${stack.serviceRoleKey}` } });
    const list = (await mails.json()) as Array<{ to: string; link: string }>;
    expect(list.some((m) => m.to === DEMO_STAFF.email && m.link.includes('/auth/v1/verify?token='))).toBe(true);
    expect(stack.capturedMails().some((m) => m.to === DEMO_STAFF.email)).toBe(true);
  });
});

describe('schema facts', () => {
  it('RLS is enabled on every public table and anon holds no write privilege beyond inserting chat messages', async () => {
    const db = await openDatabase({ dataDir: ':memory:', log: () => undefined });
    try {
      const tables = await db.query<{ name: string; rls: boolean }>(
        `select c.relname as name, c.relrowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'private') and c.relkind = 'r' order by 1`,
      );
      expect(tables.rows.map((t) => t.name)).toEqual(['albums', 'applied_edits', 'chat_messages', 'deleted_rows', 'gallery_images', 'offer_move_operations', 'offers', 'rate_counters']);
      expect(tables.rows.every((t) => t.rls)).toBe(true);
      const privileges = await db.query<{ name: string; privilege: string }>(
        `select t.name, p.privilege from unnest(array['offers', 'albums', 'gallery_images', 'chat_messages']) as t(name)
           cross join unnest(array['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
          where has_table_privilege('anon', 'public.' || t.name, p.privilege)
             or case when p.privilege in ('INSERT', 'UPDATE', 'REFERENCES')
                     then has_any_column_privilege('anon', 'public.' || t.name, p.privilege) else false end`,
      );
      expect(privileges.rows).toEqual([{ name: 'chat_messages', privilege: 'INSERT' }]);
      const privateAccess = await db.query<{ ok: boolean }>(`select has_schema_privilege('anon', 'private', 'USAGE') or has_schema_privilege('authenticated', 'private', 'USAGE') as ok`);
      expect(privateAccess.rows[0]?.ok).toBe(false);
      const definers = await db.query<{ name: string; config: string[] | null }>(
        `select p.proname as name, p.proconfig as config from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'private') and p.prosecdef`,
      );
      expect(definers.rows.length).toBeGreaterThan(0);
      for (const fn of definers.rows) expect(fn.config, fn.name).toContain('search_path=""');
      const anonExecute = await db.query<{ fn: string }>(
        `select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.prosecdef and has_function_privilege('anon', p.oid, 'EXECUTE')`,
      );
      expect(anonExecute.rows).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('persistence', () => {
  it('keeps data in a data directory across restarts and seeds only once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wichtrey-stack-'));
    try {
      const first = await startLocalStack({ port: 0, dataDir: dir });
      const client = makeClient({ ...backend, url: first.url, anonKey: first.anonKey });
      await client.auth.signInWithPassword(DEMO_STAFF);
      const created = await client.from('offers').insert({ name: 'Bleibt erhalten' }).select('id').single();
      expect(created.error).toBeNull();
      await first.close();

      const second = await startLocalStack({ port: 0, dataDir: dir });
      const again = makeClient({ ...backend, url: second.url, anonKey: second.anonKey });
      const found = await again.from('offers').select('name').eq('id', created.data!.id).single();
      expect(found.data?.name).toBe('Bleibt erhalten');
      const albums = await again.from('albums').select('*', { count: 'exact', head: true });
      expect(albums.count).toBe(12);
      // Started on another port: stored image URLs follow, and still load.
      const offer = await again.from('offers').select('images').order('display_order').limit(1).single();
      expect(offer.data!.images[0]!.startsWith(`${second.url}/storage/v1/object/public/`)).toBe(true);
      const image = await fetch(offer.data!.images[0]!);
      expect(image.status).toBe(200);
      await image.arrayBuffer();
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
