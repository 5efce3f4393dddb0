import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, DEMO_STAFF } from '../../supabase/local/keys.ts';

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

let child: ChildProcess;
let output = '';
let outDir: string;
let sitePort: number;
let backendPort: number;

beforeAll(async () => {
  // A stand-in build, newer than every source, so `npm start` serves it instead of building.
  outDir = mkdtempSync(path.join(tmpdir(), 'wichtrey-start-'));
  writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>home</title>');
  writeFileSync(path.join(outDir, 'app-shell.html'), '<!doctype html><title>shell</title>');
  [sitePort, backendPort] = [await freePort(), await freePort()];
  // One process (no npx or tsx wrapper in between), so the signal reaches the server itself.
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(sitePort), SUPABASE_PORT: String(backendPort), LOCAL_DATA_DIR: ':memory:', BUILD_OUT_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!output.includes('Wichtrey website:')) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() - started > 45_000) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 60_000);

afterAll(async () => {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  rmSync(outDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('serves the built site with SPA fallback, allowing the page to reach the local backend', async () => {
    expect(output).toContain(`http://localhost:${sitePort}`);
    const home = await fetch(`http://127.0.0.1:${sitePort}/`);
    expect(await home.text()).toContain('<title>home</title>');
    const album = await fetch(`http://127.0.0.1:${sitePort}/galerie/ein-album`);
    expect(await album.text()).toContain('<title>shell</title>');
    expect(album.headers.get('content-security-policy')).toContain(`connect-src 'self' http://127.0.0.1:${backendPort}`);
  });

  it('starts the local backend with the demo content', async () => {
    const headers = { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${DEMO_ANON_KEY}`, Prefer: 'count=exact' };
    const offers = await fetch(`http://127.0.0.1:${backendPort}/rest/v1/offers?select=id`, { headers });
    expect(offers.status).toBe(200);
    expect(((await offers.json()) as unknown[]).length).toBeGreaterThanOrEqual(6);
    const albums = await fetch(`http://127.0.0.1:${backendPort}/rest/v1/albums?select=id`, { method: 'HEAD', headers });
    expect(albums.headers.get('content-range')).toMatch(/\/12$/);
  });

  it("sends password-recovery links to this site's staff page", async () => {
    const headers = { apikey: DEMO_ANON_KEY, 'Content-Type': 'application/json' };
    const recover = await fetch(`http://127.0.0.1:${backendPort}/auth/v1/recover`, { method: 'POST', headers, body: JSON.stringify({ email: DEMO_STAFF.email }) });
    expect(recover.status).toBe(200);
    const admin = { apikey: DEMO_SERVICE_ROLE_KEY, Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` };
    const mails = (await (await fetch(`http://127.0.0.1:${backendPort}/auth/v1/_local/mails`, { headers: admin })).json()) as { to: string; link?: string }[];
    const link = mails.filter((mail) => mail.to === DEMO_STAFF.email).at(-1)?.link;
    expect(new URL(link!).searchParams.get('redirect_to')).toBe(`http://localhost:${sitePort}/sale`);
  });

  it('stops cleanly on SIGTERM', async () => {
    child.kill('SIGTERM');
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
  });
});
