import { expect, test } from '@playwright/test';

/** DESIGN.md section 9: the first load of / ships at most 150 KB of compressed JavaScript. */
const FIRST_LOAD_JS_BUDGET = 150 * 1024;

test('the first load of / stays within the JavaScript budget', async ({ page }) => {
  const scripts: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  console.log(`first-load JavaScript of /: ${(total / 1024).toFixed(1)} KB compressed in ${scripts.length} files`);
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
});
