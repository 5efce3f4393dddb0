import { expect, test, type Page } from './support/fixtures';
import { seriousAxeFindings } from './support/axe';
import { pageMeta, siteUrl } from '../../src/content/seo';
import { recordForeignRequests, refusedStyleDeclarations } from './support/page-helpers';
import { allRoutes } from './support/routes';

/**
 * Every route loaded once, then looked at as the walk-through would: its meta and SEO tags, the
 * requests it sends (none beyond the site and its backend), no console error, no style declaration
 * the browser refuses, and at every width
 * from a small phone to a desktop no sideways scroll, with axe at phone and desktop width. The
 * layout follows the width by CSS alone, so resizing shows what a load at that width would.
 */

const WIDTHS = [320, 375, 390, 768, 820, 1024, 1280] as const;
/** Where axe looks: the phone and the desktop layout. */
const AXE_WIDTHS = new Set<number>([390, 1280]);


async function expectOwnMeta(page: Page, route: keyof typeof pageMeta): Promise<void> {
  const { title, description } = pageMeta[route];
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(route, siteUrl).href);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
}

for (const route of allRoutes) {
  test(`${route}: meta, own requests only, no errors or refused styles, no sideways scroll and no serious axe finding at any width`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const origin = new URL(baseURL!).origin;
    const foreign = recordForeignRequests(page, origin);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(route, { waitUntil: 'networkidle' });
    if (route in pageMeta) await expectOwnMeta(page, route as keyof typeof pageMeta);
    expect(await refusedStyleDeclarations(page)).toEqual([]);

    // Scrolled through, so lazily loaded parts load too; fonts come from the site itself.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForLoadState('networkidle');
    const fonts = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => /\.woff2?$/.test(entry.name)).map((entry) => new URL(entry.name).origin),
    );
    expect(fonts.length).toBeGreaterThan(0);
    expect(new Set(fonts)).toEqual(new Set([origin]));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

    const overflowing: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('main')).toBeVisible();
      const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      if (scrollWidth > clientWidth) overflowing.push(`${width} px: ${scrollWidth} px wide`);
      if (AXE_WIDTHS.has(width)) {
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await seriousAxeFindings(page), `${width} px`).toEqual([]);
      }
    }
    expect(overflowing).toEqual([]);
    expect(foreign).toEqual([]);
    // Hydrating a prerendered page must not fall back to a client render (an error in the console).
    // Other routes may log the 404 of what they show as missing.
    if (route in pageMeta) expect(errors).toEqual([]);
  });
}
