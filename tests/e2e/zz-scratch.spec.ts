import { expect, test } from './support/fixtures';
test.use({ serviceWorkers: 'allow' });
test('onLine after offline reload', async ({ page, context }) => {
  await page.goto('/sale');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  await context.setOffline(true);
  console.log('before reload', await page.evaluate(() => navigator.onLine));
  await page.reload();
  console.log('after reload', await page.evaluate(() => navigator.onLine));
  await page.waitForTimeout(3000);
  console.log('after 3 s', await page.evaluate(() => navigator.onLine));
  await page.screenshot({ path: '/tmp/shots/offline-reload.png' });
});
