import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/index.ts';
import { fixtureFunctionsDir } from '../support/backend/backend.ts';
import { NPM_START_HOOK_TIMEOUT_MS, startNpmStart, type RunningStart } from '../support/npmStart.ts';

// Issue 26.3, "a foreign web page can drive the local backend": the local stack runs with the
// public demo keys (the service key is public), so it must answer only requests addressed to it
// on loopback (a DNS-rebinding page sends its own name as Host) and, from browsers, only pages
// of the site's own origins (a foreign page sends its Origin). Everything else gets a 403 before
// any handler runs; requests without an Origin (node, curl, the tests) stay allowed.

let stack: LocalStack;
let port: number;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: ':memory:', functionsDir: fixtureFunctionsDir });
  port = Number(new URL(stack.url).port);
});

afterAll(async () => {
  await stack?.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request with exactly these headers: `host` replaces the Host header (fetch does not let a
 * caller choose it); `host: null` sends none.
 */
function raw(
  target: string,
  { method = 'GET', headers = {}, host, body, to = port }: { method?: string; headers?: Record<string, string>; host?: string | null; body?: string; to?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: to, method, path: target, setHost: host === undefined, headers: { ...(host ? { host } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const FOREIGN_ORIGIN = 'http://evil.example';
/** The Vite dev server and `npm start`/`vite preview`, the site's own origins by default. */
const DEV_ORIGIN = 'http://localhost:5173';
const SITE_ORIGIN = 'http://127.0.0.1:4173';

const service = () => ({ apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` });
const anon = () => ({ apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` });
const json = { 'content-type': 'application/json' };

/** What a foreign page would do with the public service key: each of these is served to a loopback client. */
const ATTACKS: Array<{ name: string; method: string; path: string; body?: string }> = [
  { name: 'rest: read the chat', method: 'GET', path: '/rest/v1/chat_messages?select=*' },
  { name: 'rest: create a row', method: 'POST', path: '/rest/v1/offers', body: JSON.stringify({ name: 'foreign', original_price: 1, sale_price: 1, discount: 0 }) },
  { name: 'auth: list users', method: 'GET', path: '/auth/v1/admin/users' },
  { name: 'auth: create a user', method: 'POST', path: '/auth/v1/admin/users', body: JSON.stringify({ email: 'foreign@example.com', password: 'foreign-password', email_confirm: true }) },
  { name: 'auth: read the captured mails', method: 'GET', path: '/auth/v1/_local/mails' },
  { name: 'auth: sign in', method: 'POST', path: '/auth/v1/token?grant_type=password', body: JSON.stringify({ email: 'staff@example.com', password: 'x' }) },
  { name: 'storage: list buckets', method: 'GET', path: '/storage/v1/bucket' },
  { name: 'storage: upload', method: 'POST', path: '/storage/v1/object/gallery/foreign.txt', body: 'foreign' },
  { name: 'functions: call', method: 'POST', path: '/functions/v1/echo', body: '{}' },
  { name: 'health', method: 'GET', path: '/health' },
];

/** The refusal: a Supabase-style JSON 403 that no page can read (no CORS headers) or sniff. */
function expectRefused(answer: Answer, code: 'forbidden_host' | 'forbidden_origin'): void {
  expect(answer.status, answer.body).toBe(403);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  expect(answer.headers['access-control-allow-methods']).toBeUndefined();
  const body = JSON.parse(answer.body) as { code: string; message: string };
  expect(body.code).toBe(code);
  expect(body.message).toEqual(expect.any(String));
}

async function mailCount(): Promise<number> {
  const answer = await raw('/auth/v1/_local/mails', { headers: service() });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as unknown[]).length;
}

describe('a foreign Host (DNS rebinding) is refused before any handler runs', () => {
  it.each(ATTACKS)('$name ($method $path) with Host evil.example:<port>', async ({ method, path: target, body }) => {
    const answer = await raw(target, { method, host: `evil.example:${port}`, headers: { ...service(), ...json }, body });
    expectRefused(answer, 'forbidden_host');
  });

  it.each(['/rest/v1/offers', '/auth/v1/admin/users', '/storage/v1/object/gallery/x.png', '/functions/v1/echo'])(
    'refuses the preflight for %s',
    async (target) => {
      const answer = await raw(target, {
        method: 'OPTIONS',
        host: `evil.example:${port}`,
        headers: { origin: `http://evil.example:${port}`, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, apikey' },
      });
      expectRefused(answer, 'forbidden_host');
    },
  );

  it.each([
    'evil.example',
    'rebind.evil.example:<port>',
    '127.0.0.1.nip.io:<port>',
    'localhost.evil.example:<port>',
    'localhost.:<port>',
    '127.0.0.1:<other port>',
    'localhost',
    '192.168.1.20:<port>',
    'evil.example:<port>@127.0.0.1:<port>',
  ])('refuses Host %s', async (pattern) => {
    const host = pattern.replaceAll('<port>', String(port)).replace('<other port>', String(port + 1));
    const answer = await raw('/rest/v1/offers?select=id', { host, headers: anon() });
    expectRefused(answer, 'forbidden_host');
  });

  it('refuses a request without a Host header', async () => {
    const answer = await raw('/rest/v1/offers?select=id', { host: null, headers: anon() });
    // Node answers an HTTP/1.1 request without Host with 400 itself; never served.
    expect([400, 403]).toContain(answer.status);
  });

  it('creates no row and sends no mail on a refused request', async () => {
    const before = await mailCount();
    const name = `foreign host ${Date.now()}`;
    const created = await raw('/rest/v1/offers', {
      method: 'POST',
      host: `evil.example:${port}`,
      headers: { ...service(), ...json },
      body: JSON.stringify({ name, original_price: 1, sale_price: 1, discount: 0 }),
    });
    expectRefused(created, 'forbidden_host');
    const otp = await raw('/auth/v1/otp', { method: 'POST', host: `evil.example:${port}`, headers: { ...anon(), ...json }, body: JSON.stringify({ email: 'staff@example.com' }) });
    expectRefused(otp, 'forbidden_host');
    const rows = await raw(`/rest/v1/offers?select=id&name=eq.${encodeURIComponent(name)}`, { headers: service() });
    expect(JSON.parse(rows.body)).toEqual([]);
    expect(await mailCount()).toBe(before);
  });
});

describe('a foreign Origin is refused before any handler runs', () => {
  it.each(ATTACKS)('$name ($method $path) from http://evil.example', async ({ method, path: target, body }) => {
    const answer = await raw(target, { method, headers: { ...service(), ...json, origin: FOREIGN_ORIGIN }, body });
    expectRefused(answer, 'forbidden_origin');
  });

  it.each(['/rest/v1/chat_messages', '/auth/v1/admin/users', '/auth/v1/_local/mails', '/auth/v1/token?grant_type=password', '/storage/v1/object/gallery/x.png', '/functions/v1/echo'])(
    'refuses the preflight for %s',
    async (target) => {
      const answer = await raw(target, {
        method: 'OPTIONS',
        headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, apikey, content-type' },
      });
      expectRefused(answer, 'forbidden_origin');
    },
  );

  it.each([
    'null',
    'http://localhost:5174',
    'https://localhost:5173',
    'http://localhost:5173.evil.example',
    'http://evil.example:5173',
    'http://127.0.0.1:<backend port>',
    'http://localhost:5173/',
    `${DEV_ORIGIN}, ${FOREIGN_ORIGIN}`,
    '',
  ])('refuses Origin %j', async (pattern) => {
    const origin = pattern.replace('<backend port>', String(port));
    const answer = await raw('/rest/v1/offers?select=id', { headers: { ...anon(), origin } });
    expectRefused(answer, 'forbidden_origin');
  });

  it('refuses a foreign Origin also when the Host is loopback by name', async () => {
    const answer = await raw('/auth/v1/_local/mails', { host: `localhost:${port}`, headers: { ...service(), origin: FOREIGN_ORIGIN } });
    expectRefused(answer, 'forbidden_origin');
  });
});

describe("the site's own origins get CORS that names them", () => {
  it.each([DEV_ORIGIN, SITE_ORIGIN, 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://[::1]:5173'])(
    'echoes %s on a preflight and an answer, with Vary: Origin, never *',
    async (origin) => {
      for (const target of ['/rest/v1/offers', '/auth/v1/token?grant_type=password', '/storage/v1/object/gallery/x.png']) {
        const preflight = await raw(target, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, apikey, x-chat-session, prefer' },
        });
        expect(preflight.status, target).toBeLessThan(300);
        expect(preflight.headers['access-control-allow-origin'], target).toBe(origin);
        expect(preflight.headers.vary, target).toMatch(/\bOrigin\b/i);
        expect(preflight.headers['access-control-allow-headers'], target).toContain('x-chat-session');
      }
      const answer = await raw('/rest/v1/offers?select=id', { headers: { ...anon(), origin, prefer: 'count=exact' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(answer.headers.vary).toMatch(/\bOrigin\b/i);
      expect(answer.headers['access-control-expose-headers']).toMatch(/Content-Range/);
    },
  );

  it('lets the function answer an allowed preflight itself', async () => {
    const answer = await raw('/functions/v1/echo', { method: 'OPTIONS', headers: { origin: DEV_ORIGIN, 'access-control-request-method': 'POST' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeDefined();
  });

  it('keeps Vary: Origin next to the Vary: Accept of a rendered image', async () => {
    const offers = await raw('/rest/v1/offers?select=images&limit=1', { headers: anon() });
    const image = (JSON.parse(offers.body) as Array<{ images: string[] }>)[0]!.images[0]!;
    const rendered = new URL(image.replace('/object/public/', '/render/image/public/'));
    const answer = await raw(`${rendered.pathname}?width=100`, { headers: { origin: DEV_ORIGIN, accept: 'image/webp' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(DEV_ORIGIN);
    expect(answer.headers.vary).toMatch(/\bOrigin\b/i);
    expect(answer.headers.vary).toMatch(/\bAccept\b/i);
  });

  it('sets no CORS origin on an answer to a request without Origin, but Vary: Origin', async () => {
    const answer = await raw('/rest/v1/offers?select=id', { headers: anon() });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/\bOrigin\b/i);
  });
});

describe('loopback clients without an Origin (node, curl, tests) are served', () => {
  it.each(['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]'])('Host %s:<port>', async (name) => {
    const answer = await raw('/rest/v1/offers?select=id', { host: `${name}:${port}`, headers: anon() });
    expect(answer.status, answer.body).toBe(200);
    expect((JSON.parse(answer.body) as unknown[]).length).toBeGreaterThanOrEqual(6);
  });

  it('serves fetch (which sends Host itself) on 127.0.0.1 and localhost', async () => {
    for (const base of [stack.url, `http://localhost:${port}`]) {
      const response = await fetch(`${base}/rest/v1/offers?select=id`, { headers: anon() });
      expect(response.status, base).toBe(200);
      await response.arrayBuffer();
    }
  });
});

describe('admin and captured-mail routes: the service key only, from the allowed origins or none', () => {
  const routes = ['/auth/v1/admin/users', '/auth/v1/_local/mails'];

  it.each(routes)('%s: refused without a key, with the anon key and with a user token', async (target) => {
    expect((await raw(target)).status).toBe(401);
    expect((await raw(target, { headers: anon() })).status).toBe(403);
    const session = await raw('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { ...anon(), ...json },
      body: JSON.stringify({ email: 'staff@example.com', password: 'wichtrey-demo-staff' }),
    });
    const token = (JSON.parse(session.body) as { access_token: string }).access_token;
    expect((await raw(target, { headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` } })).status).toBe(403);
    // The service key in apikey does not lift a user's Authorization.
    expect((await raw(target, { headers: { apikey: stack.serviceRoleKey, authorization: `Bearer ${token}` } })).status).toBe(403);
  });

  it.each(routes)('%s: served to the service key without Origin and from an allowed origin', async (target) => {
    expect((await raw(target, { headers: service() })).status).toBe(200);
    const fromSite = await raw(target, { headers: { ...service(), origin: DEV_ORIGIN } });
    expect(fromSite.status).toBe(200);
    expect(fromSite.headers['access-control-allow-origin']).toBe(DEV_ORIGIN);
    expectRefused(await raw(target, { headers: { ...service(), origin: FOREIGN_ORIGIN } }), 'forbidden_origin');
    expectRefused(await raw(target, { host: `evil.example:${port}`, headers: service() }), 'forbidden_host');
  });
});

describe('allowed origins are configuration', () => {
  let custom: LocalStack;
  let customPort: number;
  const previous = process.env.LOCAL_ALLOWED_ORIGINS;

  beforeAll(async () => {
    process.env.LOCAL_ALLOWED_ORIGINS = 'http://localhost:3000, https://shop.example.test';
    try {
      custom = await startLocalStack({ port: 0, dataDir: ':memory:', seed: false, allowedOrigins: ['http://127.0.0.1:8080', 'http://127.0.0.1:*'] });
    } finally {
      if (previous === undefined) delete process.env.LOCAL_ALLOWED_ORIGINS;
      else process.env.LOCAL_ALLOWED_ORIGINS = previous;
    }
    customPort = Number(new URL(custom.url).port);
  });

  afterAll(async () => {
    await custom?.close();
  });

  it('allows the configured origins (option and LOCAL_ALLOWED_ORIGINS), a port wildcard, and nothing else', async () => {
    const get = (origin: string) => raw('/rest/v1/offers?select=id', { to: customPort, headers: { apikey: custom.anonKey, origin } });
    for (const origin of ['http://127.0.0.1:8080', 'http://127.0.0.1:41234', 'http://localhost:3000', 'https://shop.example.test']) {
      const answer = await get(origin);
      expect(answer.status, origin).toBe(200);
      expect(answer.headers['access-control-allow-origin'], origin).toBe(origin);
    }
    // The option replaces the defaults; the wildcard is for the port only.
    for (const origin of [DEV_ORIGIN, 'http://localhost:8080', 'http://127.0.0.2:8080', 'https://127.0.0.1:8080']) {
      expectRefused(await get(origin), 'forbidden_origin');
    }
  });

  it.each([['*'], ['http://*.example'], ['http://localhost:5173/app'], ['localhost:5173'], ['file://']])('refuses to start with allowed origin %j', async (origin) => {
    await expect(startLocalStack({ port: 0, dataDir: ':memory:', seed: false, allowedOrigins: [origin] })).rejects.toThrow(/allowed origin/i);
  });
});

describe('npm start allows the pages it serves', () => {
  let start: RunningStart;
  let sitePort: number;
  let backendPort: number;

  beforeAll(async () => {
    start = await startNpmStart();
    ({ sitePort, backendPort } = start);
  }, NPM_START_HOOK_TIMEOUT_MS);

  afterAll(async () => {
    await start?.cleanUp();
  });

  it('names the backend in its pages and lets the pages of its port (and the dev server) use it', async () => {
    const page = await (await fetch(`http://127.0.0.1:${sitePort}/`)).text();
    expect(page).toContain('name="wichtrey-backend"');
    expect(page).toContain(`http://127.0.0.1:${backendPort}`);
    for (const origin of [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`, DEV_ORIGIN]) {
      const preflight = await raw('/rest/v1/offers', { to: backendPort, method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } });
      expect(preflight.status, origin).toBe(204);
      expect(preflight.headers['access-control-allow-origin'], origin).toBe(origin);
    }
  });

  it('refuses foreign pages and foreign Hosts', async () => {
    const headers = { apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` };
    expectRefused(await raw('/auth/v1/admin/users', { to: backendPort, headers: { ...headers, origin: FOREIGN_ORIGIN } }), 'forbidden_origin');
    expectRefused(await raw('/auth/v1/_local/mails', { to: backendPort, host: `evil.example:${backendPort}`, headers }), 'forbidden_host');
    expect((await raw('/auth/v1/_local/mails', { to: backendPort, headers })).status).toBe(200);
  });
});
