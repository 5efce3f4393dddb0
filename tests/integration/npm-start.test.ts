import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANON_KEY, DEMO_SERVICE_ROLE_KEY, DEMO_STAFF } from '../../supabase/local/keys.ts';
import { NPM_START_HOOK_TIMEOUT_MS, startNpmStart, type RunningStart } from '../support/npmStart.ts';

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

describe('npm start', () => {
  it('serves the built site with SPA fallback, allowing the page to reach the local backend', async () => {
    expect(start.output()).toContain(`http://localhost:${sitePort}`);
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
    expect(await start.stop()).toBe(0);
  });
});
