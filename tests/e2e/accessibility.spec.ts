import { expect, test } from './support/fixtures';
import { seriousAxeFindings } from './support/axe';
import { focusedRing } from './support/focusRing';
import { appRunning } from './support/page-helpers';
import { setOffline } from './support/network';


// Every route at phone and desktop width: route-sweep.spec.ts.

test('axe finds no serious or critical violation in the open mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.getByRole('dialog', { name: 'Menü' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the scrolled bar and the open chat dialog', async ({ page }) => {
  // Two axe scans of the whole start page: 16 s on a quiet machine, past the default 30 s beside a production build.
  test.setTimeout(60_000);
  await page.goto('/');
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect(page.getByTestId('nav-bar')).toHaveAttribute('data-scrolled', 'true');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: /Chat .* öffnen/ }).click();
  await expect(page.getByRole('dialog', { name: 'Künstlerische Intelligenz' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('every kind of control shows a focus ring that stands out 3:1 on each side: on the page, the dark hero, bar and footer, on photos and in the lightbox', async ({ page }) => {
  test.setTimeout(120_000);
  // The slideshow holds still between the two screenshots of a ring.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/galerie');
  const album = (await page.locator('[data-card-link]').first().getAttribute('href'))!;
  const weak: string[] = [];
  const measured: string[] = [];
  // The lightbox over the album, opened on its second image (so Previous is a control too), once its image is in.
  const lightboxOpen = async () => {
    await page.locator('[data-image-id]').nth(1).click();
    await expect(page.getByTestId('lightbox-image')).toHaveJSProperty('complete', true);
    await expect.poll(() => page.getByTestId('lightbox-image').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  };
  for (const [width, route, open] of [[1440, '/'], [1440, '/sale'], [820, album], [820, album, lightboxOpen]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(route);
    await appRunning(page);
    await open?.();
    // One of each kind of control (its classes and its ground): the eight offer cards' dots are one kind.
    const kinds = new Set<string>();
    for (let step = 0; step < 200; step += 1) {
      await page.keyboard.press('Tab');
      const kind = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return null;
        // Round the page and back at the first control.
        if (focused.hasAttribute('data-ring-seen')) return null;
        focused.setAttribute('data-ring-seen', '');
        const ground = focused.closest('footer') ? 'footer' : focused.closest('[data-on-dark]') ? 'dark' : 'light';
        return { ground, kind: [focused.tagName, focused.className, focused.firstElementChild?.className, focused.parentElement?.className, ground].join(' ') };
      });
      if (kind === null) break;
      if (kinds.has(kind.kind)) continue;
      kinds.add(kind.kind);
      const ring = (await focusedRing(page))!;
      const sides = Object.entries(ring.sides);
      const where = `${width} ${route}${open ? ' (lightbox)' : ''} ${kind.ground}: ${ring.control}`;
      measured.push(where);
      if (sides.length === 0 || sides.some(([, contrast]) => contrast < 3)) weak.push(`${where} ${JSON.stringify(ring.sides)}`);
    }
  }
  expect(weak).toEqual([]);
  // The grounds the rule is about were all met: the hero, photos, the footer, the chat button, tiles.
  for (const control of ['dark: SALE', 'dark: Nächstes Bild', 'dark: Bild 2 von 2 zeigen', 'footer: ', 'light: Chat mit der Künstlerischen Intelligenz', 'vergrößert anzeigen', '(lightbox) dark: Schließen', '(lightbox) dark: Vorheriges Bild', '(lightbox) dark: Nächstes Bild']) {
    expect(measured.some((entry) => entry.includes(control)), `${control} in ${measured.join('\n')}`).toBe(true);
  }
});

test('a link the keyboard reaches is not hidden behind the offline banner at the bottom of a phone', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/impressum');
  await appRunning(page);
  await setOffline(context, true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  const footer = page.getByRole('contentinfo');
  const before = footer.getByRole('link', { name: 'Datenschutz', exact: true });
  const link = footer.getByRole('link', { name: 'AGB', exact: true });
  // The footer's last link just inside the window's bottom edge, behind the banner; Tab from the link before it.
  await link.evaluate((element) => window.scrollBy({ top: element.getBoundingClientRect().bottom - window.innerHeight + 4, behavior: 'instant' }));
  expect(await link.evaluate((element) => element.contains(document.elementFromPoint(20, element.getBoundingClientRect().top + 5)))).toBe(false);
  await before.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  // What lies at the link's middle is the link, not the banner.
  expect(await link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  })).toBe(true);
});
