import { expect, test } from './support/fixtures';
import { business } from '../../src/content/business';
import { pageMeta, siteUrl } from '../../src/content/seo';

const prerenderedPaths = Object.keys(pageMeta) as (keyof typeof pageMeta)[];

test('the served HTML of / holds the section headings before any script runs', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  for (const heading of ['Impressionen', 'Planung beginnt mit Zuhören', 'Unsere Marken', 'Unser Team', 'Besuchen Sie uns']) {
    expect(root).toContain(heading);
  }
  for (const id of ['home', 'impressionen', 'services', 'brands', 'team', 'kontakt']) expect(root).toContain(`id="${id}"`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page and the legal pages still show their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Besuchen Sie uns' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(business.legalName);
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  });
});

// Each page's own title, description, canonical URL and Open Graph tags: route-sweep.spec.ts.

test('client-side navigation updates title and canonical URL', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'AGB', exact: true }).click();
  await expect(page).toHaveTitle(pageMeta['/agb'].title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/agb', siteUrl).href);
});

test('a trailing slash names the same page: /galerie/ has the gallery\'s title and canonical address', async ({ page }) => {
  await page.goto('/galerie/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(pageMeta['/galerie'].title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/galerie', siteUrl).href);
});

test('the JSON-LD of the home page parses and matches the company facts', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(1);
  const data = JSON.parse(blocks[0]!);
  expect(data['@context']).toBe('https://schema.org');
  expect(data.name).toBe(business.legalName);
  expect(data.telephone).toBe(business.contact.phone);
  expect(data.email).toBe(business.contact.email);
  expect(data.address).toMatchObject({
    streetAddress: business.address.street,
    postalCode: business.address.postalCode,
    addressLocality: business.address.city,
    addressCountry: business.address.country,
  });
  const hours = data.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
  expect(hours).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Thursday', 'Friday'], opens: '09:30', closes: '18:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
  ]);
});

test('robots.txt and sitemap.xml are served and list every indexable page', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain(`Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of prerenderedPaths) expect(sitemap).toContain(`<loc>${new URL(path, siteUrl).href}</loc>`);
});

test('every page but the home page preloads the body font, and only its Latin file', async ({ request }) => {
  const preload = /<link rel="preload" as="font" type="font\/woff2" href="\/assets\/inter-latin-wght-normal-[\w-]+\.woff2" crossorigin>/g;
  expect(await (await request.get('/')).text()).not.toMatch(preload);
  for (const path of [...prerenderedPaths.filter((path) => path !== '/'), '/galerie/00000000-0000-4000-8000-000000000000']) {
    expect((await (await request.get(path)).text()).match(preload), path).toHaveLength(1);
  }
});

test('only the home page preloads the hero image', async ({ request }) => {
  const preload = /<link rel="preload" as="image"/;
  expect(await (await request.get('/')).text()).toMatch(preload);
  for (const path of ['/impressum', '/sale', '/galerie/irgendein-album']) {
    expect(await (await request.get(path)).text(), path).not.toMatch(preload);
  }
});
