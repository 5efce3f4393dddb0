/**
 * `npm run compare:screens -- BEFORE_DIST [AFTER_DIST]`: full-page screenshots of two production
 * builds, served side by side against one in-memory backend with the demo content, at 390, 820
 * and 1440 px; prints the differing pixels per page and width and writes both screenshots and a
 * difference image (differing pixels red) to `test-results/screens/` for every page that differs.
 * Used to prove a restyling changes nothing a visitor sees. ROUTES (comma-separated) and WIDTHS
 * override the defaults.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { startLocalStack } from '../../supabase/local/index';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium';
import { createStaticServer, listen } from '../server/staticServer';

const [beforeDir, afterDir = 'dist'] = process.argv.slice(2);
if (!beforeDir) {
  console.error('usage: npm run compare:screens -- BEFORE_DIST [AFTER_DIST]');
  process.exit(2);
}
const widths = (process.env.WIDTHS ?? '390,820,1440').split(',').map(Number);
const outDir = path.resolve('test-results/screens');

async function serve(root: string, backend: { url: string; anonKey: string }) {
  const server = createStaticServer({ root: path.resolve(root), backendOrigins: [new URL(backend.url).origin], backend });
  const port = await listen(server, 0, '127.0.0.1');
  return { server, origin: `http://localhost:${port}` };
}

/** The demo content's first album, so an album page is among the defaults. */
async function firstAlbumPath(backend: { url: string; anonKey: string }): Promise<string[]> {
  const response = await fetch(`${backend.url}/rest/v1/albums?select=id&order=created_at.desc&limit=1`, { headers: { apikey: backend.anonKey } });
  const rows = (await response.json()) as { id: string }[];
  return rows.length > 0 ? [`/galerie/${rows[0]!.id}`] : [];
}

async function screenshot(browser: Browser, url: string, width: number): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block', locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  // Lazy images below the fold: scroll through once so each has loaded, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // Every image decoded (or failed), so a slow machine does not show one build's image still blank.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((image) => ((image as HTMLImageElement).loading = 'eager')));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 15_000 }).catch(() => undefined);
  await page.evaluate(() => Promise.all([...document.images].map((image) => Promise.race([image.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))]))));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  await context.close();
  return image;
}

async function difference(before: Buffer, after: Buffer) {
  const [a, b] = await Promise.all([before, after].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  const width = Math.max(a!.info.width, b!.info.width);
  const height = Math.max(a!.info.height, b!.info.height);
  const mask = Buffer.alloc(width * height * 4, 255);
  let differing = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inA = x < a!.info.width && y < a!.info.height;
      const inB = x < b!.info.width && y < b!.info.height;
      const ia = (y * a!.info.width + x) * 4;
      const ib = (y * b!.info.width + x) * 4;
      const same = inA && inB && a!.data[ia] === b!.data[ib] && a!.data[ia + 1] === b!.data[ib + 1] && a!.data[ia + 2] === b!.data[ib + 2];
      if (!same) {
        differing++;
        const o = (y * width + x) * 4;
        mask[o + 1] = 0;
        mask[o + 2] = 0;
      }
    }
  }
  const image = differing > 0 ? await sharp(mask, { raw: { width, height, channels: 4 } }).png().toBuffer() : null;
  return { differing, image, sizes: `${a!.info.width}x${a!.info.height} / ${b!.info.width}x${b!.info.height}` };
}

const backend = await startLocalStack({ port: 0, dataDir: ':memory:', allowedOrigins: ['http://localhost:*'] });
const site = { url: backend.url, anonKey: backend.anonKey };
const [before, after] = await Promise.all([serve(beforeDir, site), serve(afterDir, site)]);
const routes = process.env.ROUTES?.split(',') ?? ['/', '/sale', '/galerie', ...(await firstAlbumPath(site)), '/impressum', '/datenschutz', '/agb', '/offline', '/gibt-es-nicht'];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
mkdirSync(outDir, { recursive: true });
let pagesDiffering = 0;
try {
  for (const route of routes) {
    for (const width of widths) {
      const [shotBefore, shotAfter] = [await screenshot(browser, before.origin + route, width), await screenshot(browser, after.origin + route, width)];
      const { differing, image, sizes } = await difference(shotBefore, shotAfter);
      console.log(`${route.padEnd(48)} ${String(width).padStart(4)} px  ${String(differing).padStart(8)} differing pixels  (${sizes})`);
      if (!image) continue;
      pagesDiffering++;
      const name = `${route.replace(/\W+/g, '_') || 'home'}-${width}`;
      writeFileSync(path.join(outDir, `${name}-before.png`), shotBefore);
      writeFileSync(path.join(outDir, `${name}-after.png`), shotAfter);
      writeFileSync(path.join(outDir, `${name}-diff.png`), image);
    }
  }
} finally {
  await browser.close();
  before.server.close();
  after.server.close();
  await backend.close();
}
console.log(pagesDiffering === 0 ? 'No differences.' : `${pagesDiffering} screenshots differ: see ${outDir}`);
process.exit(0);
