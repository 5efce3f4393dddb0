import { expect, test } from './support/fixtures';
import { appRunning, maxScroll, scrollToY } from './support/page-helpers';
import { chatText, shellText } from '../../src/content/strings';
import { loginControlText } from '../../src/content/loginControl';

const desktopItems = ['Home', 'Impressionen', 'Services', 'Team', 'Kontakt'];

test.describe('navigation bar on the home page', () => {
  test('turns translucent only after 50 px of scroll', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('nav-bar');
    const background = () => bar.evaluate((element) => getComputedStyle(element).backgroundColor);

    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    expect(await background()).toBe('rgba(0, 0, 0, 0)');

    await scrollToY(page, 50);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');

    await scrollToY(page, 51);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(background).toMatch(/^rgba\(250, 247, 242, 0\.8\d*\)$/);

    await scrollToY(page, 0);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  test('progress bar width follows the scrolled fraction', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('scroll-progress');
    const fraction = () =>
      bar.evaluate((element) => element.getBoundingClientRect().width / element.parentElement!.getBoundingClientRect().width);
    const max = await maxScroll(page);
    expect(max).toBeGreaterThan(1000);

    expect(await fraction()).toBe(0);
    for (const share of [0.25, 0.5, 1]) {
      await scrollToY(page, Math.round(max * share));
      await expect.poll(fraction).toBeCloseTo(share, 2);
    }
  });

  test('marks the section under the probe line as active, and Kontakt at the bottom', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const active = nav.locator('a[aria-current="location"]');
    await expect(active).toHaveText('Home');

    for (const [id, label] of [
      ['impressionen', 'Impressionen'],
      ['services', 'Services'],
      ['team', 'Team'],
    ] as const) {
      // Put the section's top 10 px above the probe line (100 px from the top).
      const top = await page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top + window.scrollY, id);
      await scrollToY(page, top - 90);
      await expect(active).toHaveText(label);
    }
    // Just above the line, the previous section is still the one under it.
    const teamTop = await page.evaluate(() => document.getElementById('team')!.getBoundingClientRect().top + window.scrollY);
    await scrollToY(page, teamTop - 101);
    await expect(nav.getByRole('link', { name: 'Team', exact: true })).not.toHaveAttribute('aria-current', 'location');

    await scrollToY(page, await maxScroll(page));
    await expect(active).toHaveText('Kontakt');
    await expect(active).toHaveCount(1);
  });

  test('shows the section items and the SALE and GALERIE buttons on desktop', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const label of desktopItems) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'SALE' }).click();
    await expect(page).toHaveURL(/\/sale$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Angebote' })).toBeVisible();
    await page.goBack();
    await nav.getByRole('link', { name: 'GALERIE' }).click();
    await expect(page).toHaveURL(/\/galerie$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Galerie' })).toBeVisible();
  });

  test('clicking the logo on the home page scrolls back to the top', async ({ page }) => {
    await page.goto('/');
    // The app's click keeps the address '/'; before it runs the logo is a plain link to /#home.
    await appRunning(page);
    await scrollToY(page, 1500);
    await page.getByRole('link', { name: 'Wichtrey – zur Startseite' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test("by keyboard, a section's link puts the focus on its heading, the ring below the bar and round the letters", async ({ page }) => {
    await page.goto('/');
    // Before the app runs the link is a plain link to /#team: the browser scrolls, and moves no focus.
    await appRunning(page);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team', exact: true }).press('Enter');
    const heading = page.getByRole('heading', { name: 'Team', level: 2 });
    await expect(heading).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('team')?.getBoundingClientRect().top ?? Infinity)))
      .toBeLessThanOrEqual(100);
    // The section's own ring lay under the fixed bar; a ring 2 px out crossed the letters (the
    // heading's line height is under its size).
    const { ring, letters, shown } = await heading.evaluate((element) => {
      const { outlineOffset, outlineWidth } = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const around = parseFloat(outlineOffset) + parseFloat(outlineWidth);
      const text = document.createRange();
      text.selectNodeContents(element);
      const { top, bottom } = text.getBoundingClientRect();
      return { ring: { top: box.top - around, bottom: box.bottom + around }, letters: { top, bottom }, shown: element.matches(':focus-visible') };
    });
    expect(shown).toBe(true);
    const bar = (await page.getByTestId('nav-bar').boundingBox())!;
    expect(ring.top).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(ring.top).toBeLessThanOrEqual(letters.top);
    expect(ring.bottom).toBeGreaterThanOrEqual(letters.bottom);
  });
});

test.describe('navigation bar on other pages', () => {
  test('offers only the way back home, which leads to /', async ({ page }) => {
    await page.goto('/impressum');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const label of desktopItems) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'SALE' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home')).toBeVisible();
  });

  test('the logo navigates home from another page', async ({ page }) => {
    await page.goto('/agb');
    await page.getByRole('link', { name: 'Wichtrey – zur Startseite' }).click();
    // Before hydration the logo is a plain link to /#home; after it, the router goes to /.
    await expect(page).toHaveURL(/\/(#home)?$/);
    await expect(page.locator('#home')).toBeInViewport();
  });

  test('clicking Team on /impressum lands on / scrolled to the team section', async ({ page }) => {
    await page.goto('/impressum');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Team', exact: true }).click();
    // Before hydration the link is a plain link to /#team (the browser scrolls to it); after it, the
    // router goes to / and scrolls. Either way the visitor is on / at the team section.
    await expect(page).toHaveURL(/\/(#team)?$/);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('team')?.getBoundingClientRect().top ?? Infinity)))
      .toBeLessThanOrEqual(100);
    const teamTop = await page.evaluate(() => document.getElementById('team')!.getBoundingClientRect().top);
    expect(teamTop).toBeGreaterThanOrEqual(0);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).locator('a[aria-current="location"]')).toHaveText('Team');
  });

  test('the login control slot appears only on /sale and /galerie paths', async ({ page }) => {
    for (const [path, shown] of [
      ['/', false],
      ['/impressum', false],
      ['/sale', true],
      ['/galerie', true],
      ['/galerie/beliebiges-album', true],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('login-control-slot'), path).toHaveCount(shown ? 1 : 0);
    }
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('opens full screen with the same items and closes after an in-page click', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Team', exact: true })).toBeHidden();

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    for (const label of [...desktopItems, 'SALE', 'GALERIE']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }

    await menu.getByRole('link', { name: 'Team', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('team')?.getBoundingClientRect().top ?? Infinity)))
      .toBeLessThanOrEqual(100);
    // The focus is on the section's heading, as from the desktop's bar; closing the menu does not
    // take it back to its button.
    await expect(page.getByRole('heading', { name: 'Team', level: 2 })).toBeFocused();
  });

  test('on a tablet (820 px) the home page keeps its menu button, and the button opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
  });

  test('a phone in landscape: the menu scrolls, its close button stays in reach', async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.getByRole('link', { name: 'GALERIE', exact: true }).scrollIntoViewIfNeeded();
    expect(await menu.evaluate((element) => element.scrollTop), 'the menu is taller than the screen').toBeGreaterThan(0);
    const close = menu.getByRole('button', { name: 'Menü schließen' });
    await expect(close).toBeInViewport();
    await close.click();
    await expect(menu).toBeHidden();
  });

  test("Back from a page reached through the menu puts the focus on the menu's button (the menu has closed)", async ({ page }) => {
    await page.goto('/');
    await appRunning(page);
    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.getByRole('link', { name: 'SALE', exact: true }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Aktuelle Angebote', level: 1 })).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(toggle).toBeFocused();
  });

  test("Back closes the menu, the chat, the studio's dialog and the login as on an app; the page and its place stay", async ({ page }) => {
    // The landing page as the first page of the tab: Back from it would leave the site.
    await page.goto('/');
    await appRunning(page);
    const studio = page.getByRole('button', { name: 'Erfahren Sie mehr' });
    await studio.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(500);
    // Where the visitor was: the studio's button still on the screen (not the page's top). Read by the
    // element, not by scrollY, which a late font or image above it may move meanwhile.
    const stillHere = async (what: string) => {
      await expect(page.getByRole('dialog'), what).toHaveCount(0);
      await expect(page, what).toHaveURL(/\/$/);
      await expect(studio, what).toBeInViewport();
    };

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
    await page.goBack();
    await stillHere('after Back from the menu');

    await page.getByRole('button', { name: shellText.openChat }).click();
    await expect(page.getByRole('dialog', { name: chatText.assistantName })).toBeVisible();
    await page.goBack();
    await stillHere('after Back from the chat');

    await page.getByRole('button', { name: 'Erfahren Sie mehr' }).click();
    await expect(page.getByRole('dialog', { name: 'Probeliegen im Boxspring-Studio' })).toBeVisible();
    await page.goBack();
    await stillHere("after Back from the studio's dialog");

    // Closed with its button, the chat takes its entry back: Back then leaves the page as before.
    await page.getByRole('button', { name: shellText.openChat }).click();
    const chat = page.getByRole('dialog', { name: chatText.assistantName });
    await chat.getByRole('button', { name: chatText.close }).click();
    await expect(chat).toBeHidden();

    // On /sale the menu's login item closes the menu and opens the login: one Back closes it.
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'SALE', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Aktuelle Angebote', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: loginControlText.login }).click();
    await expect(page.getByRole('dialog', { name: loginControlText.login })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/sale$/);
    // The menu's link took the menu's entry: Back returns to the landing page where it was.
    await page.goBack();
    await stillHere('after Back from /sale');
    // Reloaded while the menu was open, the page's entry and the menu's show the same page: one Back
    // leaves it (it went to the top of the same page).
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.reload();
    await appRunning(page);
    await page.goBack();
    await expect(page).toHaveURL('about:blank');
  });

  test('is operable by keyboard: Escape closes it and focus returns to the toggle', async ({ page }) => {
    await page.goto('/impressum');
    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
    // Focus stays inside the open menu.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('keyboard access', () => {
  test('the first Tab reveals the skip link, and every control shows a visible focus ring', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // Over the bar, not under it: what lies at the link's middle is the link.
    const box = (await skip.boundingBox())!;
    const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent, [box.x + box.width / 2, box.y + box.height / 2]);
    expect(onTop).toBe('Zum Inhalt springen');

    await page.keyboard.press('Tab');
    const focusedOutline = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
    await expect(page.getByRole('link', { name: 'Wichtrey – zur Startseite' })).toBeFocused();
    expect(await focusedOutline()).toEqual({ style: 'solid', width: 3 });

    // Tab on to SALE and follow it with Enter.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.textContent === 'SALE')) break;
    }
    expect((await focusedOutline()).style).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sale$/);
  });
});
