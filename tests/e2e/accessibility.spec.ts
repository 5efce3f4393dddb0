import { expect, test } from './support/fixtures';
import { seriousAxeFindings } from './support/axe';


// Every route at phone and desktop width: route-sweep.spec.ts.

test('axe finds no serious or critical violation in the open mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the scrolled bar and the open chat dialog', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect(page.getByTestId('nav-bar')).toHaveAttribute('data-scrolled', 'true');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: /Chat .* öffnen/ }).click();
  await expect(page.getByRole('dialog', { name: 'Künstlerische Intelligenz' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});
