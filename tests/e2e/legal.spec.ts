import { expect, test, type Locator, type Page } from './support/fixtures';
import { business } from '../../src/content/business';

const h2 = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });

/**
 * Resolves once the page has stopped scrolling (a smooth scroll has come to rest): scrollY the same
 * in three reads 100 ms apart. Polled from here, not by animation frames in the page: a full run
 * once waited 30 s on frames a busy page did not draw.
 */
async function scrollSettled(page: Page): Promise<void> {
  let last = Number.NaN;
  let still = 0;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        still = y === last ? still + 1 : 0;
        last = y;
        return still;
      },
      { intervals: [100], timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(2);
}

/**
 * Asserts a heading reached by an in-page jump comes to rest just below the fixed bar: not hidden
 * under it, and not somewhere further down.
 */
async function expectClearOfTopBar(page: Page, heading: Locator) {
  const barBottom = await page.getByTestId('nav-bar').evaluate((bar) => bar.getBoundingClientRect().bottom);
  const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  // Wait until the jump has arrived, then until the smooth scroll has stopped.
  await expect.poll(top, { timeout: 5_000 }).toBeLessThan(barBottom + 80);
  await scrollSettled(page);
  const rest = await top();
  expect(rest).toBeGreaterThanOrEqual(Math.ceil(barBottom));
  expect(rest).toBeLessThan(barBottom + 80);
  await expect(heading).toBeInViewport();
}

// The texts, headings, lists and links of the legal pages are checked where they are rendered, in
// tests/unit/legal-pages.test.tsx. Here: one round trip per page (the route loads and shows its text
// and facts), and what only a browser can see: cookies and where in-page jumps land.
test('each legal page shows its heading and main facts', async ({ page }) => {
  const { contact } = business;
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  const impressum = page.getByRole('main');
  for (const fact of [business.legalName, `Geschäftsführer: ${business.managingDirector}`, `Registernummer: ${business.register.number}`, business.vatId]) {
    await expect(impressum.getByText(fact, { exact: false }).first(), fact).toBeVisible();
  }
  await expect(impressum.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
  await expect(impressum.getByRole('link', { name: contact.phoneDisplay })).toHaveAttribute('href', 'tel:+496543210987');

  await page.goto('/datenschutz');
  await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(h2(page, 'Ihre Rechte')).toBeVisible();
  await expect(page.getByRole('main').getByText('Diese Website setzt keine Cookies.').first()).toBeVisible();

  await page.goto('/agb');
  await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
  await expect(h2(page, 'XVII. Schlussbestimmungen')).toBeVisible();
  await expect(page.getByRole('main').getByText(/auf 10\.000\sEUR je Schadensfall begrenzt/)).toBeVisible();
});

test.describe('Datenschutzerklärung', () => {
  test('the claim holds: visiting the site sets no cookie', async ({ page, context }) => {
    for (const path of ['/', '/datenschutz', '/impressum', '/agb']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });
});

test.describe('table of contents', () => {
  for (const [path, label, id] of [
    ['/datenschutz', 'Speicherdauer', 'speicherdauer'],
    ['/datenschutz', 'KI-Chat-Assistent „Künstlerische Intelligenz“', 'chat'],
    ['/agb', 'XVII. Schlussbestimmungen', 'schlussbestimmungen'],
    ['/agb', 'IX. Gewährleistung und Mängelrügen', 'gewaehrleistung'],
  ] as const) {
    test(`on ${path}, '${label}' jumps to its section, clear of the top bar`, async ({ page }) => {
      await page.goto(path);
      const toc = page.getByRole('navigation', { name: 'Inhalt' });
      await toc.getByRole('link', { name: label, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
      await expectClearOfTopBar(page, h2(page, label));
      // The focus goes along: the keyboard and a screen reader go on from the section, its heading ringed.
      await expect(h2(page, label)).toBeFocused();
      expect(await h2(page, label).evaluate((heading) => heading.matches(':focus-visible') && getComputedStyle(heading).outlineStyle !== 'none')).toBe(true);
    });
  }

  test('Back after a jump on a page reached through the site returns to the top of that page', async ({ page }) => {
    // The browser makes the jump's history entry itself; Back leaves it for the page's own entry,
    // opened at its top, not at the position the visitor left the home page at.
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'Datenschutz', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    // Clicked where it stands: Playwright's own scroll before a click would move the page first
    // (the link lies in the band the page's scroll padding keeps clear for the chat button).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link', { name: 'Speicherdauer', exact: true }).dispatchEvent('click');
    await expectClearOfTopBar(page, h2(page, 'Speicherdauer'));
    // Back returns to the top of the page, where the jump started.
    await page.goBack();
    await expect(page).toHaveURL(/\/datenschutz$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a jump made before the app has taken over stays where it landed', async ({ page }) => {
    // The page's code is held back, so the visitor's click meets the prerendered page; the app
    // then hydrates over a history entry the browser made itself.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/DatenschutzPage-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/datenschutz', { waitUntil: 'domcontentloaded' });
    await page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link', { name: 'Speicherdauer', exact: true }).click();
    await expectClearOfTopBar(page, h2(page, 'Speicherdauer'));
    release();
    // Hydration has happened once React has claimed the prerendered heading.
    await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
    await scrollSettled(page);
    await expectClearOfTopBar(page, h2(page, 'Speicherdauer'));
  });

  test('a link with a section anchor opens the page at that section', async ({ page }) => {
    await page.goto('/agb#haftung');
    await expectClearOfTopBar(page, h2(page, 'X. Haftung'));
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    // Before the page preloaded Inter, the section was left where the body font's late arrival
    // moved it (281 px up, under the bar) in three runs of four.
    test('a link with a section anchor opens the page at that section, and it stays there', async ({ page }) => {
      await page.goto('/agb#haftung');
      await expectClearOfTopBar(page, h2(page, 'X. Haftung'));
      await page.evaluate(() => document.fonts.ready);
      await expectClearOfTopBar(page, h2(page, 'X. Haftung'));
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a jump still lands below the top bar', async ({ page }) => {
      await page.goto('/datenschutz');
      await page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link', { name: 'Ihre Rechte', exact: true }).click();
      await expect(page).toHaveURL(/#rechte$/);
      await expectClearOfTopBar(page, h2(page, 'Ihre Rechte'));
    });
  });
});
