import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { PassThrough } from 'node:stream';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { headersFile } from '../../scripts/build/headersFile';
import { precompress } from '../../scripts/build/precompress';
import { closeServer, createStaticServer, listen } from '../../scripts/server/staticServer';

/** A data page's early script, inline (scripts/vite/earlyScript.ts asDataPage). */
const INLINE_SCRIPT = '<script>window.earlyReads = ["offers"];</script>';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'wichtrey-static-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'impressum'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><head><title>prerendered home</title></head>');
  writeFileSync(path.join(root, 'app-shell.html'), '<!doctype html><head><title>shell</title></head>');
  writeFileSync(path.join(root, 'album-shell.html'), '<!doctype html><head><title>album shell</title></head>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><head><title>prerendered 404</title></head>');
  writeFileSync(path.join(root, 'impressum', 'index.html'), '<!doctype html><head><title>prerendered impressum</title></head>');
  mkdirSync(path.join(root, 'angebote'));
  writeFileSync(path.join(root, 'angebote', 'index.html'), `<!doctype html><head>${INLINE_SCRIPT}<script src="/early-offers.js" async></script><script type="application/ld+json">{"@type":"Store"}</script></head>`);
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log("app");'.repeat(200));
  writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(tmpdir(), 'wichtrey-secret.txt'), 'secret');
  await precompress(root);
  server = createStaticServer({
    root,
    backendOrigins: ['http://127.0.0.1:54321'],
    backend: { url: 'http://127.0.0.1:54321', anonKey: 'anon"key' },
  });
  base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('static server', () => {
  it.each([
    ['a page', 'GET', '/sale', 200],
    ['a file', 'GET', '/robots.txt', 200],
    ['a missing file', 'GET', '/assets/gibt-es-nicht.js', 404],
    ['a wrong method', 'POST', '/', 405],
    ['a malformed path', 'GET', '/%E0%A4%A', 400],
    ['a malformed file path', 'GET', '/assets/%E0%A4%A.js', 400],
  ])('answers %s with nosniff', async (_what, method, route, status) => {
    const response = await fetch(base + route, { method });
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers / with the prerendered home page, never cached', async () => {
    const response = await fetch(`${base}/`);
    expect(await response.text()).toContain('prerendered home');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([['/sale', 200]])('answers %s with the empty app shell, never cached', async (route, status) => {
    const response = await fetch(base + route);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>shell</title>');
  });

  // An id that is no UUID too: the album page's early script says at once that there is no such album.
  it.each(['/galerie/0f0e0d0c-0b0a-4908-8706-050403020100', '/galerie/0F0E0D0C-0B0A-4908-8706-050403020100/', '/galerie/42', '/galerie/kein-album'])(
    'answers the album page %s with the album shell, never cached',
    async (route) => {
      const response = await fetch(base + route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>album shell</title>');
    },
  );

  it('tells every HTML page which backend to use, escaped as an attribute', async () => {
    for (const route of ['/', '/impressum', '/galerie/1']) {
      const html = await (await fetch(base + route, { headers: { 'Accept-Encoding': 'br' } })).text();
      expect(html, route).toContain('<meta name="wichtrey-backend" content="{&quot;url&quot;:&quot;http://127.0.0.1:54321&quot;,&quot;anonKey&quot;:&quot;anon\\&quot;key&quot;}" />');
      expect(html, route).toContain('<link rel="preconnect" href="http://127.0.0.1:54321" crossorigin />');
    }
    expect(await (await fetch(`${base}/robots.txt`)).text()).not.toContain('wichtrey-backend');
  });

  it('prefers a prerendered page for its route', async () => {
    const response = await fetch(`${base}/impressum`);
    expect(await response.text()).toContain('prerendered impressum');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('never lets browsers cache the service worker', async () => {
    const response = await fetch(`${base}/sw.js`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it("serves the build's brotli copy when the client accepts it", async () => {
    // Read the raw bytes (fetch would decode them) to see what goes over the wire.
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      get(`${base}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'gzip, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(headers['content-encoding']).toBe('br');
    expect(body.length).toBeLessThan(400);
    expect(brotliDecompressSync(body).toString()).toBe('console.log("app");'.repeat(200));
  });

  it('answers a missing asset with 404 instead of the HTML shell', async () => {
    const response = await fetch(`${base}/assets/index-missing.js`);
    expect(response.status).toBe(404);
    expect((await fetch(`${base}/logo-missing.png`)).status).toBe(404);
  });

  it('never serves files outside its folder', async () => {
    for (const attempt of ['/..%2fwichtrey-secret.txt', '/%2e%2e/wichtrey-secret.txt', '/assets/..%2f..%2fwichtrey-secret.txt']) {
      const response = await fetch(base + attempt);
      expect(await response.text(), attempt).not.toContain('secret');
    }
  });

  it('rejects methods other than GET and HEAD, and malformed paths', async () => {
    expect((await fetch(`${base}/`, { method: 'POST', body: 'x' })).status).toBe(405);
    // A malformed page address gets the app shell (its error screen, in German), a malformed file's a plain 400.
    for (const route of ['/%E0%A4%A', '/galerie/%E0%A4%A', '/galerie/%00']) {
      const page = await fetch(base + route);
      expect(page.status, route).toBe(400);
      expect(page.headers.get('content-type'), route).toBe('text/html; charset=utf-8');
      expect(await page.text(), route).toContain('<title>shell</title>');
    }
    const file = await fetch(`${base}/assets/%E0%A4%A.js`);
    expect(file.status).toBe(400);
    expect(await file.text()).toBe('Bad Request');
    // An address longer than Node's header limit: the site (its 404 screen) with 431, not an empty page.
    const long = await fetch(`${base}/galerie/${'a'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect(long.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(long.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await long.text()).toContain('<title>shell</title>');
    // A request Node gives up on gets what Node answers itself: 408, not a 400.
    const socket = new PassThrough();
    const written: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => written.push(chunk));
    const ended = new Promise((resolve) => socket.once('end', resolve));
    server.emit('clientError', Object.assign(new Error('request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
    await ended;
    expect(Buffer.concat(written).toString()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n[\s\S]*\r\n\r\nRequest Timeout$/);
    const head = await fetch(`${base}/robots.txt`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('sends a content security policy that allows only the site and its backend', async () => {
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:54321");
  });

  it("admits the build's inline script by its hash, and no other inline script", async () => {
    const csp = (await fetch(`${base}/angebote`)).headers.get('content-security-policy') ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    // Not 'unsafe-inline', and nothing for the JSON-LD block, which the browser does not run.
    expect(scriptSources).toEqual(["'self'", sha256('window.earlyReads = ["offers"];')]);
    // One policy for every page: the static host's _headers file cannot tell them apart.
    expect((await fetch(`${base}/`)).headers.get('content-security-policy')).toBe(csp);
    expect(headersFile([], [sha256('x')])).toContain(`script-src 'self' ${sha256('x')};`);
  });

  it("sends the document policies with pages, SVG and the service worker, not with the page's modules", async () => {
    for (const route of ['/', '/sale', '/sw.js', '/favicon.svg']) {
      const headers = (await fetch(base + route)).headers;
      expect(headers.get('content-security-policy'), route).toContain("default-src 'self'");
      expect(headers.get('cross-origin-opener-policy'), route).toBe('same-origin');
    }
    const script = (await fetch(`${base}/assets/index-abc123.js`)).headers;
    expect(script.get('content-security-policy')).toBeNull();
    expect(script.get('permissions-policy')).toBeNull();
    expect(script.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers every other route with the app shell, and a path that is no route with the prerendered 404 page and 404, never cached', async () => {
    for (const [route, status, title] of [
      ['/galerie/abc', 200, 'album shell'],
      ['/sale/', 200, 'shell'],
      ['/geteilt', 200, 'shell'],
      ['/app-shell.html', 200, 'shell'],
      ['/assets', 404, 'prerendered 404'],
      ['/no-such-page', 404, 'prerendered 404'],
      ['/gibt-es-nicht', 404, 'prerendered 404'],
      ['/sale/123', 404, 'prerendered 404'],
      ['/galerie/abc/foo', 404, 'prerendered 404'],
    ] as const) {
      const response = await fetch(base + route, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.status, route).toBe(status);
      expect(response.headers.get('content-type'), route).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
      const html = await response.text();
      expect(html, route).toContain(`<title>${title}</title>`);
      expect(html, route).toContain('<meta name="wichtrey-backend"');
    }
  });
});

describe('the _headers file for static hosts', () => {
  it('carries the same security headers and cache rules as the local server', () => {
    const file = headersFile(['https://abc.supabase.co']);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';.*connect-src 'self' https:\/\/abc\.supabase\.co;/m);
    expect(file).toContain('  X-Content-Type-Options: nosniff');
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file).toContain('/sw.js\n  Cache-Control: no-cache');
  });
});

describe('a build replaced while the server runs (npm run build beside npm start)', () => {
  let dir: string;
  let running: Server;
  let site: string;

  function writeBuild(name: string, script: string) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><head><title>${name}</title><script>${script}</script></head>`);
    writeFileSync(path.join(dir, 'app-shell.html'), `<!doctype html><head><title>${name} shell</title></head>`);
    writeFileSync(path.join(dir, 'assets', `index-${name}.js`), `console.log("${name}");`.repeat(100));
    mkdirSync(path.join(dir, 'icons'));
    writeFileSync(path.join(dir, 'icons', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wichtrey-rebuilt-'));
    writeBuild('old', 'window.version = 1;');
    await precompress(dir);
    running = createStaticServer({ root: dir });
    site = `http://127.0.0.1:${await listen(running, 0, '127.0.0.1')}`;
    // Pages and files of the old build read once, as a visitor's first load would.
    expect(await (await fetch(`${site}/`)).text()).toContain('<title>old</title>');
    expect((await fetch(`${site}/assets/index-old.js`, { headers: { 'Accept-Encoding': 'br' } })).status).toBe(200);
  });

  afterAll(async () => {
    await new Promise((resolve) => running.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers from the new build: its pages, its files, its inline script admitted', async () => {
    writeBuild('new', 'window.version = 2;');
    await precompress(dir);
    const home = await fetch(`${site}/`);
    expect(await home.text()).toContain('<title>new</title>');
    expect(home.headers.get('content-security-policy')).toContain(sha256('window.version = 2;'));
    expect(home.headers.get('content-security-policy')).not.toContain(sha256('window.version = 1;'));
    expect(await (await fetch(`${site}/sale`)).text()).toContain('<title>new shell</title>');
    const script = await fetch(`${site}/assets/index-new.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(script.status).toBe(200);
    expect(await script.text()).toBe('console.log("new");'.repeat(100));
    expect((await fetch(`${site}/assets/index-old.js`)).status).toBe(404);
  });

  it('answers a file deleted after it was indexed as broken, and keeps serving', async () => {
    // A folder the build stamp does not look into: the server's index still names the file.
    rmSync(path.join(dir, 'icons', 'logo.svg'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetch(`${site}/icons/logo.svg`).then((response) => response.text())).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith('static server:', expect.objectContaining({ code: 'ENOENT' }));
    logged.mockRestore();
    expect((await fetch(`${site}/`)).status).toBe(200);
  });
});

describe('closing the server', () => {
  it('ends a connection whose request is still coming in, instead of waiting for it (a test teardown once hung on one)', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'wichtrey-closing-'));
    writeFileSync(path.join(empty, 'index.html'), '<!doctype html><title>closing</title>');
    const closing = createStaticServer({ root: empty });
    const port = await listen(closing, 0, '127.0.0.1');
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    // Headers begun, never finished: the server holds the connection open for this request.
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Without ending it, close() waits for the headers timeout (a minute), past this test's.
    await closeServer(closing);
    await ended;
    expect(closing.listening).toBe(false);
    rmSync(empty, { recursive: true, force: true });
  });
});
