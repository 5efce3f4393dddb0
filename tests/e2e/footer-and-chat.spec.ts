import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/fixtures';
import { loginControlText } from '../../src/content/loginControl';
import { chatText, shellText } from '../../src/content/strings';
import { notFoundMeta, pageMeta, siteUrl } from '../../src/content/seo';
import { holdBack } from './support/network';
import { appRunning, pressEscapeIn } from './support/page-helpers';

test.describe('footer', () => {
  test('links to the legal pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [label, path, heading] of [
      ['Impressum', '/impressum', 'Impressum'],
      ['Datenschutz', '/datenschutz', 'Datenschutzerklärung'],
      ['AGB', '/agb', 'Allgemeine Geschäftsbedingungen'],
    ] as const) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // A new page starts at the top, not at the footer where the click happened.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('the social link opens in a new tab without handing over the opener', async ({ page }) => {
    await page.goto('/');
    const social = page.getByRole('contentinfo').getByRole('link', { name: /Instagram/ });
    await expect(social).toHaveAttribute('target', '_blank');
    const rel = (await social.getAttribute('rel')) ?? '';
    expect(rel.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    await expect(social).toHaveAttribute('href', /^https:\/\//);
  });

  test('shows the copyright line with the current year', async ({ page }) => {
    await page.goto('/datenschutz');
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Wichtrey`);
  });
});

test.describe('error screen', () => {
  test('an unknown address shows its 404 screen and the layout before the app has loaded; the app then takes the page over', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdBack(page, '**/assets/*.js');
    const response = await page.goto('/gibt-es-nicht', { waitUntil: 'commit' });
    expect(response?.status()).toBe(404);
    // A slow phone showed nothing here for 5 s: the page was the empty app shell.
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Rechtliches');
    await expect(page).toHaveTitle(notFoundMeta.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    const heading = page.getByRole('heading', { name: 'Unexpected Application Error!' });
    await heading.evaluate((element) => ((element as HTMLElement & { prerendered?: boolean }).prerendered = true));

    release();
    await appRunning(page);
    // Hydrated, not replaced: the heading is the element the server sent.
    expect(await heading.evaluate((element) => (element as HTMLElement & { prerendered?: boolean }).prerendered)).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  test('an unknown route shows the default error screen with its status, answered 404 and kept out of search results', async ({ page }) => {
    const response = await page.goto('/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
    // Not the home page's title and canonical address (a walk-through found a 'soft 404').
    await expect(page).toHaveTitle(notFoundMeta.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    // The layout stays, so the visitor can find the way back.
    await page.getByRole('main').getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(pageMeta['/'].title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/', siteUrl).href);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new URL('/', siteUrl).href);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("a page whose code did not arrive offers 'Erneut versuchen', which loads it anew", async ({ page }) => {
    const pageCode = '**/assets/ImpressumPage-*.js';
    await page.route(pageCode, (route) => route.abort('connectionreset'));
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    // In German, not the browser's 'Failed to fetch dynamically imported module'.
    await expect(page.getByRole('heading', { level: 2, name: /^Diese Seite konnte nicht geladen werden\./ })).toBeVisible();
    // Said once: the page watch's notice of code that did not arrive gives way to this screen.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.unroute(pageCode);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
  });

  test("a page whose app did not arrive says so above its content, and 'Erneut versuchen' loads the page anew", async ({ page }) => {
    const appCode = '**/assets/start-*.js';
    await page.route(appCode, (route) => route.abort('connectionreset'));
    await page.goto('/sale');
    const alert = page.getByRole('alert').filter({ hasText: 'Diese Seite konnte nicht vollständig geladen werden.' });
    await expect(alert).toContainText('Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Angebote' })).toBeVisible();
    await page.unroute(appCode);
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await appRunning(page);
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('a page whose app code stalls (neither arrives nor fails) says so after 20 s, and drops the notice should the code still come', async ({ page }) => {
    const release = await holdBack(page, '**/assets/start-*.js');
    await page.clock.install();
    await page.goto('/sale');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Angebote' })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: 'Diese Seite konnte nicht vollständig geladen werden.' });
    await page.clock.fastForward(15_000);
    await expect(alert).toHaveCount(0);
    await page.clock.fastForward(5_000);
    await expect(alert).toBeVisible();
    release();
    await appRunning(page);
    await expect(alert).toHaveCount(0);
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
  });

  test("a page whose app entry did not arrive says so too (the page's inline watch), and 'Erneut versuchen' loads it anew", async ({ page }) => {
    const entry = /\/assets\/index-[\w-]+\.js$/;
    await page.route(entry, (route) => route.abort('connectionreset'));
    await page.goto('/');
    const alert = page.getByRole('alert').filter({ hasText: 'Diese Seite konnte nicht vollständig geladen werden.' });
    await expect(alert).toBeVisible();
    const retry = alert.getByRole('button', { name: 'Erneut versuchen' });
    await expect(retry).toHaveCSS('background-color', /^rgb\(/);
    // Its plain stylesheet names the theme's variables; the page defines only those its styles use.
    const names = [...new Set([...readFileSync('src/ui/appCodeMissing.css', 'utf8').matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]!))];
    const undefinedNames = await page.evaluate((list) => list.filter((name) => getComputedStyle(document.documentElement).getPropertyValue(name) === ''), names);
    expect(undefinedNames).toEqual([]);
    // Reached by keyboard, it shows the site's focus ring.
    for (let step = 0; step < 30 && !(await retry.evaluate((button) => button === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(retry).toBeFocused();
    await expect(retry).toHaveCSS('outline-style', 'solid');
    // The landing's bar lies over its hero: the alert goes below it, not under its light text.
    const bar = (await page.getByTestId('nav-bar').boundingBox())!;
    expect((await alert.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.unroute(entry);
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await appRunning(page);
    await expect(alert).toHaveCount(0);
  });
});

test.describe('a part loaded on first use whose code does not arrive', () => {
  const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Diese Seite konnte nicht vollständig geladen werden.' });

  test("the chat: the page stays as it was, the button is no longer busy, and a notice at the bottom of the window says so; 'Erneut versuchen' loads the page anew", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const chatCode = /\/assets\/ChatDialog-[\w-]+\.js$/;
    await page.route(chatCode, (route) => route.abort('connectionreset'));
    await page.goto('/impressum');
    const button = page.getByRole('button', { name: shellText.openChat });
    await button.click();
    await expect(notice(page)).toBeVisible();
    // The page went blank before: the chat's failure reached no error boundary.
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(page.getByTestId('nav-bar')).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // In the window, above the chat button, not covering it.
    const box = (await notice(page).boundingBox())!;
    const chat = (await button.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(chat.y);
    await page.screenshot({ path: test.info().outputPath('chat-code-missing-390.png') });

    // 'Schließen' lets the visitor go on without the chat; another press says it again.
    await notice(page).getByRole('button', { name: 'Schließen' }).click();
    await expect(notice(page)).toHaveCount(0);
    await button.click();
    await expect(notice(page)).toBeVisible();

    await page.unroute(chatCode);
    await notice(page).getByRole('button', { name: 'Erneut versuchen' }).click();
    await appRunning(page);
    await expect(notice(page)).toHaveCount(0);
    await page.getByRole('button', { name: shellText.openChat }).click();
    await expect(page.getByRole('dialog', { name: chatText.assistantName })).toBeVisible();
  });

  /** /sale with the login dialog's code cut off, and 'Wichtrey Login' pressed: the notice stands. Returns the login control. */
  async function loginWithoutItsCode(page: Page) {
    await page.route(/\/assets\/LoginDialog-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto('/sale');
    await appRunning(page);
    const login = page.getByTestId('nav-bar').getByRole('button', { name: loginControlText.login });
    // The control's code loads once the page shows its content; until then a placeholder holds its place.
    await expect(login).not.toHaveAttribute('aria-disabled', { timeout: 15_000 });
    await login.click();
    await expect(notice(page)).toBeVisible();
    return login;
  }

  test('the login dialog: the button is no longer busy and no dialog opens; a second press says so again', async ({ page }) => {
    const login = await loginWithoutItsCode(page);
    await expect(login).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Angebote' })).toBeVisible();
    await notice(page).getByRole('button', { name: 'Schließen' }).click();
    await login.click();
    await expect(notice(page)).toBeVisible();
    await expect(login).not.toHaveAttribute('aria-busy');
  });

  test('a dialog opened while the notice stands takes it in: readable, and its buttons answer tap and keyboard', async ({ page }) => {
    await loginWithoutItsCode(page);
    // On a phone (the login sits in the bar only from tablet width on): outside, the chat covered the notice and left it inert.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: shellText.openChat }).click();
    const chat = page.getByRole('dialog', { name: chatText.assistantName });
    await expect(chat.getByRole('alert')).toBeVisible();
    const input = chat.getByRole('textbox');
    await expect(input).toBeVisible();
    // Below the chat's input, not over it, and in the window.
    const box = (await chat.getByRole('alert').boundingBox())!;
    const field = (await input.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(field.y + field.height);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: test.info().outputPath('notice-in-chat-390.png') });
    // The keyboard reaches it inside the chat's focus trap: Tab from the input comes round to it.
    const close = chat.getByRole('alert').getByRole('button', { name: 'Schließen' });
    await input.focus();
    for (let presses = 0; presses < 12 && !(await close.evaluate((button) => button === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice(page)).toHaveCount(0);
    await expect(chat).toBeVisible();
    await input.fill('Wann habt ihr offen?');
    await expect(input).toHaveValue('Wann habt ihr offen?');
  });

  test('the lightbox: the album stays as it was and the notice says so', async ({ page }) => {
    await page.route(/\/assets\/Lightbox-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto('/galerie/20000000-0000-4000-8000-000000000001');
    const first = page.getByRole('button', { name: 'Vorher vergrößert anzeigen' });
    await expect(first).toBeVisible({ timeout: 20_000 });
    await first.click();
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Polsterwerkstatt: Sessel neu bezogen' })).toBeVisible();
    await expect(first).toBeVisible();
    await expect(page.getByTestId('lightbox')).toHaveCount(0);
  });
});

test.describe('chat button', () => {
  test('sits round at the bottom right and opens the chat dialog, which Escape closes', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: /Chat .* öffnen/ });
    const box = (await button.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);
    expect(await button.evaluate((element) => getComputedStyle(element).borderRadius)).toMatch(/^(9999px|50%)/);
    await expect(button).toHaveCSS('position', 'fixed');

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Künstlerische Intelligenz' });
    await expect(dialog).toBeVisible();
    await pressEscapeIn(dialog);
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});
