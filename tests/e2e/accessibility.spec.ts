import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

// Every route at phone and desktop width: route-sweep.spec.ts.

test('axe finds no serious or critical violation in the open mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the scrolled bar and the open chat dialog', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect(page.getByTestId('nav-bar')).toHaveAttribute('data-scrolled', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /Chat .* öffnen/ }).click();
  await expect(page.getByRole('dialog', { name: 'Künstlerische Intelligenz' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
