import { expect, test } from './support/fixtures';
import { cachedPaths, staffChunkPaths, staffChunks, staffCodeCached } from './support/staffCode';
import { waitForServiceWorker } from './support/network';
import { signInAsStaff } from './support/staff';

// This file's pages run with their service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * What a first visit to / may download in compressed JavaScript until the network is idle, the
 * service worker's own script included: DESIGN.md section 9's 100 KB, read as 100,000 bytes (the
 * stricter of the two readings, so the limit holds under both). 99,966 bytes on 7 December 2026,
 * 98,323 once the small shared modules became one chunk (scripts/vite/sharedBootChunk.ts): react-dom's
 * client 56 KB, the start page 20 KB, the worker 10.4 KB; the worker's precache list moves the figure
 * by tens of bytes.
 */
const FIRST_LOAD_JS_LIMIT = 100_000;

test('the first visit of / stays within its JavaScript limit, service worker included', async ({ page, context }) => {
  const scripts: { url: string; bytes: number }[] = [];
  context.on('requestfinished', async (request) => {
    const isWorkerScript = new URL(request.url()).pathname === '/sw.js';
    if (request.resourceType() !== 'script' && !isWorkerScript) return;
    // The worker's precache downloads fill its cache for later visits; this counts what the page needs.
    if (request.serviceWorker() && !isWorkerScript) return;
    const sizes = await request.sizes();
    // Chromium fetches the worker's script itself and reports no body size for it; its
    // Content-Length is what crossed the network (the compressed file).
    const length = Number((await (await request.response())?.headerValue('content-length')) ?? 0);
    scripts.push({ url: request.url(), bytes: Math.max(sizes.responseBodySize, length) });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await waitForServiceWorker(page);
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`first-visit JavaScript of /: ${total} bytes compressed in ${scripts.length} files (sw.js included)`);
  const worker = scripts.find((script) => script.url.endsWith('/sw.js'));
  expect(worker?.bytes, 'the service worker script counts with its compressed size').toBeGreaterThan(1024);
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_LIMIT);
});

test("visitors neither load nor precache staff code; staff get it as they sign in, cached for offline editing", async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await page.goto('/sale', { waitUntil: 'networkidle' });
  await waitForServiceWorker(page);
  // The staff dialogs, the sync engine and what only they use.
  const staff = staffChunkPaths();
  expect(staff.size).toBeGreaterThanOrEqual(7);
  const precached = await cachedPaths(page, 'workbox-precache');
  expect(precached.length).toBeGreaterThan(10);
  expect(staffChunks(precached, staff)).toEqual([]);
  // Offline, the early script and a data page's painter come from here (a data page's early
  // script is inline in the page, so it comes with it).
  expect(precached).toEqual(expect.arrayContaining(['/early.js', '/early-offers.js', '/early-albums.js', '/early-album.js']));
  expect(staffChunks(loaded.map((url) => new URL(url).pathname), staff)).toEqual([]);

  await signInAsStaff(page, '/sale');
  // Every staff module's chunk, in the worker's cache of build files.
  await staffCodeCached(page);
});

test("staff who sign in before the worker controls the page (a device's first visit) still find the staff code cached for offline editing", async ({ page, holdPath }) => {
  // The worker's script waits (at the server, not a route: support/heldPaths.ts): the staff code loads past it, from the network.
  const releaseWorker = holdPath('/sw.js');
  const staff = staffChunkPaths();
  const fromNetwork: string[] = [];
  page.on('requestfinished', (request) => {
    if (staff.has(new URL(request.url()).pathname)) fromNetwork.push(request.url());
  });
  await signInAsStaff(page, '/sale');
  await expect.poll(() => fromNetwork.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(staff.size);
  // No worker yet, not even one installing: its script is still held.
  expect(await page.evaluate(async () => navigator.serviceWorker.controller ?? (await navigator.serviceWorker.getRegistration('/'))?.installing ?? null)).toBeNull();
  releaseWorker();
  await waitForServiceWorker(page);
  await staffCodeCached(page);
});
