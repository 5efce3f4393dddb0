import { expect, test, type Page, type Request } from './support/fixtures';
import { albumWithImages } from './support/seedData';
import { backend, signInAsStaff } from './support/staff';

/**
 * A data page starts its reads as soon as its HTML arrives (the early script), not after
 * the app's JavaScript, and the app takes those answers over instead of asking again. Proved by
 * holding back every app chunk until the page's reads have been sent: without the early script
 * no read could start while the chunks are held.
 */

/**
 * Opens `path` with the app's chunks held until `expected` reads and the first image (a request
 * for a rendition) reached the backend; returns every REST request of the visit.
 */
async function openWithChunksHeld(page: Page, path: string, expected: number): Promise<{ reads: Request[]; images: Request[] }> {
  const reads: Request[] = [];
  const images: Request[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  page.on('request', (request) => {
    if (request.url().startsWith(`${backend.url()}/rest/v1/`)) reads.push(request);
    else if (request.url().startsWith(`${backend.url()}/storage/v1/render/image/`)) images.push(request);
    if (reads.length >= expected && images.length > 0) release();
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const message = 'reads and the first image requested while the app chunks are held';
  await expect.poll(() => reads.length >= expected && images.length > 0, { message, timeout: 10_000 }).toBe(true);
  return { reads, images: [...images] };
}

const describe = (requests: Request[]) => requests.map((request) => `${request.method()} ${decodeURIComponent(new URL(request.url()).pathname + new URL(request.url()).search)}`).sort();

test.describe('data pages start their reads with the page', () => {

  test('/sale: the offers read starts before the app has loaded, and the app shows its answer without asking again', async ({ page }) => {
    const { reads, images } = await openWithChunksHeld(page, '/sale', 1);
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(describe(reads)).toEqual(['GET /rest/v1/offers?select=*&order=display_order.asc']);
    // The preloaded image is the one the first card with images shows.
    const shown = await page.getByTestId('offer-card').locator('img').first().evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect(images.map((request) => request.url())).toContain(shown);
  });

  test('/galerie?seite=2: count and rows of page 2 start early and are not sent twice', async ({ page }) => {
    const { reads, images } = await openWithChunksHeld(page, '/galerie?seite=2', 2);
    await expect(page.getByTestId('album-card').first()).toBeVisible();
    expect(images.map((request) => request.url())).toContain(await page.getByTestId('album-cover').first().getAttribute('src'));
    await page.waitForLoadState('networkidle');
    const sent = describe(reads);
    expect(sent).toHaveLength(2);
    expect(sent).toEqual(['GET /rest/v1/albums?select=*&order=created_at.desc,id.asc&offset=8&limit=10', 'HEAD /rest/v1/albums?select=*']);
  });

  test('an album page: the album, its image count and its first twelve images start early, each sent once', async ({ page }) => {
    const { id } = await albumWithImages();
    const { reads, images } = await openWithChunksHeld(page, `/galerie/${id}`, 3);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(images.map((request) => request.url())).toContain(await page.getByTestId('image-thumbnail').first().getAttribute('src'));
    await page.waitForLoadState('networkidle');
    const sent = describe(reads);
    expect(sent.filter((read) => read.includes('/albums?'))).toEqual([`GET /rest/v1/albums?select=*&id=eq.${id}`]);
    expect(sent.filter((read) => read.includes('/gallery_images?'))).toEqual([
      `GET /rest/v1/gallery_images?select=*&album_id=eq.${id}&order=order_index.asc,id.asc&offset=0&limit=12`,
      `HEAD /rest/v1/gallery_images?select=*&album_id=eq.${id}`,
    ]);
  });
});

test.describe('route chunks load with the page', () => {

  for (const [path, chunk] of [
    ['/sale', 'SalePage'],
    ['/galerie', 'GalleryPage'],
    ['/agb', 'AgbPage'],
    ['/galerie/ein-album', 'AlbumPage'],
  ] as const) {
    test(`${path}: the ${chunk} chunk is requested before the main script has run`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      // The main script is held back: only the HTML can have asked for the route's chunk.
      await page.route('**/assets/index-*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await expect.poll(() => requested.some((pathname) => pathname.startsWith(`/assets/${chunk}-`)), { timeout: 10_000 }).toBe(true);
      release();
      await expect(page.locator('main')).toBeVisible();
    });
  }
});

test.describe('signed-in users', () => {

  test("get no early reads: their pulls start with the app, after it noted the sync engine's writes", async ({ page, context }) => {
    await signInAsStaff(page, '/sale');
    // A second tab of the same browser (the session is stored), its app chunks held back.
    const tab = await context.newPage();
    const early: string[] = [];
    tab.on('request', (request) => {
      if (request.url().startsWith(`${backend.url()}/rest/v1/`)) early.push(request.url());
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await tab.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await tab.goto('/sale', { waitUntil: 'commit' });
    // The page and the early script have run; only the app is missing.
    await expect.poll(() => tab.evaluate(() => typeof window.__earlyClicks)).toBe('object');
    expect(early).toEqual([]);
    release();
    await expect(tab.getByTestId('offer-card').first()).toBeVisible({ timeout: 15_000 });
    expect(await tab.evaluate(() => Object.keys(window.__wichtreyEarlyReads ?? {}))).toEqual([]);
  });
});

test.describe('a first view that does not wait for storage', () => {

  /** IndexedDB that never opens: the device's storage is slow to answer (or stuck), not the server. */
  const storageThatNeverOpens = () => {
    const pending = () => ({ result: null, error: null, readyState: 'pending', addEventListener() {}, removeEventListener() {} });
    IDBFactory.prototype.open = pending as unknown as IDBFactory['open'];
    IDBFactory.prototype.deleteDatabase = pending as unknown as IDBFactory['deleteDatabase'];
  };

  test('a visitor sees the offers, the albums and an album from the server while the device storage has not opened', async ({ page }) => {
    const { id, title } = await albumWithImages();
    await page.addInitScript(storageThatNeverOpens);
    await page.goto('/sale');
    await expect(page.getByTestId('offer-card').first()).toBeVisible({ timeout: 15_000 });
    await page.goto('/galerie');
    await expect(page.getByTestId('album-card').first()).toBeVisible({ timeout: 15_000 });
    await page.goto(`/galerie/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('image-thumbnail')).toHaveCount(12);
  });
});
