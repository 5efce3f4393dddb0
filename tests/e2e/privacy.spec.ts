import { expect, test } from '@playwright/test';
import { recordForeignRequests } from './support/page-helpers';
import { allRoutes } from './support/routes';

for (const route of allRoutes) {
  test(`loading ${route} sends no request beyond the site's origin`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign = recordForeignRequests(page, origin);
    await page.goto(route, { waitUntil: 'networkidle' });
    // Scroll through the page so lazily loaded parts load too.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    // Fonts come from the site itself.
    const fonts = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => /\.woff2?$/.test(entry.name)).map((entry) => new URL(entry.name).origin),
    );
    expect(fonts.length).toBeGreaterThan(0);
    expect(new Set(fonts)).toEqual(new Set([origin]));
  });
}
