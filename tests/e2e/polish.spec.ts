import { expect, test, type Locator, type Page } from './support/fixtures';
import { holdBack } from './support/network';
import { chatDialogText } from '../../src/content/chat';
import { albumText } from '../../src/content/gallery';
import { BACK_TO_GALLERY_ATTRIBUTE } from '../../src/features/gallery/galleryReferrer';
import { landingText } from '../../src/content/landing';
import { pageText } from '../../src/content/pages';
import { business } from '../../src/content/business';
import { chatText, shellText } from '../../src/content/strings';
import { albumWithImages } from './support/seedData';
import { backend, uniqueName } from './support/staff';
import { pressEscapeIn, setTextSize } from './support/page-helpers';
import { founder } from '../../src/content/team';

/** Details of the screens on phone, tablet and desktop, as a walk-through would check them. */

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${backend.url()}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend.serviceRoleKey(), Authorization: `Bearer ${backend.serviceRoleKey()}`, 'Content-Type': 'application/json', Prefer: 'return=representation', ...init.headers },
  });

test("the founder's portrait stays within two thirds of the screen's height, at 200 % text on a tablet too", async ({ page }) => {
  for (const [width, height, textSize] of [[820, 1180, 32], [390, 844, 16], [1440, 900, 16]] as const) {
    await setTextSize(page, textSize);
    await page.setViewportSize({ width, height });
    await page.goto('/#team');
    const portrait = page.getByRole('img', { name: founder.name, exact: true });
    await portrait.scrollIntoViewIfNeeded();
    const box = (await portrait.boundingBox())!;
    // It was 987 px of 1180 at 200 % on the tablet, the whole column wide.
    expect(box.height, `${width}×${height} at ${textSize} px`).toBeLessThanOrEqual((height * 2) / 3 + 1);
    expect(box.width, `${width}×${height} at ${textSize} px: a portrait, not a crop`).toBeLessThan(box.height);
  }
});

test('team portraits stay square (192 px, smaller on narrow phones) and names and roles hyphenate in German', async ({ page }) => {
  for (const [width, expected] of [
    [390, null],
    [1440, 192],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#team');
    const portraits = page.getByTestId('team-member').locator('img');
    await expect(portraits.first()).toBeVisible();
    for (const box of await portraits.evaluateAll((images) => images.map((image) => image.getBoundingClientRect()).map(({ width: w, height: h }) => ({ w, h })))) {
      expect(Math.abs(box.w - box.h)).toBeLessThan(1);
      expect(box.w).toBeLessThanOrEqual(192);
      if (expected) expect(box.w).toBe(expected);
    }
  }
  const role = page.getByTestId('team-role').first();
  expect(await role.evaluate((element) => [getComputedStyle(element).hyphens, element.closest('[lang]')?.getAttribute('lang')])).toEqual(['auto', 'de']);

  // On the narrowest phones the long roles wrap only between words or at a hyphen the browser shows,
  // with or without a German dictionary.
  await page.setViewportSize({ width: 320, height: 800 });
  const breaks = await page.getByTestId('team-role').evaluateAll((roles) =>
    roles.flatMap((role) => {
      const text = role.firstChild as Text;
      const range = document.createRange();
      const topOf = (index: number) => {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        // A character that starts a line can report an empty box at the end of the line before too.
        return [...range.getClientRects()].filter((box) => box.width > 0).at(-1)?.top;
      };
      const found: string[] = [];
      let lastTop: number | undefined;
      for (let index = 0; index < text.length; index += 1) {
        const top = topOf(index);
        if (top === undefined) continue;
        if (lastTop !== undefined && top > lastTop) found.push(`${text.data.slice(0, index)}|${text.data.slice(index)}`);
        lastTop = top;
      }
      return found;
    }),
  );
  expect(breaks.length).toBeGreaterThan(0);
  for (const at of breaks) expect(at, at).toMatch(/[\s\u00AD-]\|/);

  // A name that wraps there reads as one name: its second line close under the first, not a
  // body text's line apart ('Sabine' and 'Hartmann' stood 38 px apart at 24 px type).
  const names = await page.getByTestId('team-name').evaluateAll((all) =>
    all.map((name) => ({ lines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)), height: name.getBoundingClientRect().height, size: parseFloat(getComputedStyle(name).fontSize) })),
  );
  const wrapped = names.filter(({ lines }) => lines > 1);
  expect(wrapped.length).toBeGreaterThan(0);
  for (const { lines, height, size } of wrapped) expect(height / lines).toBeLessThanOrEqual(1.3 * size);
});

async function scrollY(page: Page) {
  return page.evaluate(() => window.scrollY);
}

test('a new page opens at its top; Back returns to where the visitor was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(2000);
  const footerLink = page.locator('footer').getByRole('link', { name: 'AGB' });
  await footerLink.click();
  await expect(page).toHaveURL(/\/agb$/);
  await expect(page.getByRole('heading', { level: 1, name: pageText.agb.title })).toBeVisible();
  // At once, not part-way down and then animated up.
  expect(await scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  // Back at the footer the visitor left from (the lazily drawn sections above may shift it a little).
  await expect(footerLink).toBeInViewport();
});

test('the lightbox walks the whole album across pages, and closing lands on the page of the image last shown', async ({ page }) => {
  const { id } = await albumWithImages();
  await page.goto(`/galerie/${id}`);
  await page.getByRole('button', { name: /vergrößert anzeigen$/ }).nth(11).click();
  const lightbox = page.getByTestId('lightbox');
  await expect(lightbox).toContainText('Bild 12 von 30');
  await lightbox.getByRole('button', { name: albumText.lightbox.next }).click();
  await expect(lightbox).toContainText('Bild 13 von 30');
  await expect(page).toHaveURL(/seite=2/);
  // Right after the page changed, the rows around the image may be a render away: a key pressed
  // then is taken once they are there, so each press counts.
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox).toContainText('Bild 12 von 30');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('Bild 13 von 30');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText('Bild 14 von 30');
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/galerie/${id}\\?seite=2$`));
  // Focus returns to the thumbnail of image 14, the second on page 2.
  await expect(page.getByTestId('image-tile').nth(1).getByRole('button')).toBeFocused();

  // Opened from image 13, stepped back onto page 1, then the browser's Back: page 2 again, without
  // image 12, so the focus goes to the thumbnail it was opened from.
  await page.getByTestId('image-tile').first().getByRole('button').click();
  await expect(lightbox).toContainText('Bild 13 von 30');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox).toContainText('Bild 12 von 30');
  await expect(page).not.toHaveURL(/seite=/);
  await page.goBack();
  await expect(lightbox).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/galerie/${id}\\?seite=2$`));
  await expect(page.getByTestId('image-tile').first().getByRole('button')).toBeFocused();
});

test("'Zurück zur Galerie' returns to the gallery page the visitor came from", async ({ page }) => {
  await page.goto('/galerie?seite=2');
  await page.getByTestId('album-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/galerie\/[0-9a-f-]+$/);
  await page.getByRole('link', { name: albumText.backToGallery }).click();
  await expect(page).toHaveURL(/\/galerie\?seite=2$/);
  // Opened directly (no gallery page before it), it leads to the first page.
  await page.goto((await page.getByTestId('album-card').first().getByRole('link').getAttribute('href'))!);
  await expect(page.getByRole('link', { name: albumText.backToGallery })).toHaveAttribute('href', '/galerie');
});

test("'Zurück zur Galerie' tapped before the album page's scripts have run returns to the gallery page too", async ({ page }) => {
  await page.goto('/galerie?seite=2');
  const album = (await page.getByTestId('album-card').first().getByRole('link').getAttribute('href'))!;
  // The album's painter script and the app's code wait at the door: the tap comes before either
  // has run (a loaded run's tap beat the painter and led to the first page).
  const release = await holdBack(page, /\/(early-album\.js|assets\/[^?]+\.js)$/);
  await page.goto(album, { referer: new URL('/galerie?seite=2', page.url()).href, waitUntil: 'commit' });
  await expect(page.getByRole('link', { name: albumText.backToGallery })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'running');
  await page.getByRole('link', { name: albumText.backToGallery }).click();
  await expect(page).toHaveURL(/\/galerie\?seite=2$/);
  release();
});

test("'Zurück zur Galerie' clicked the moment the app has hydrated returns to the gallery page too", async ({ page }) => {
  await page.goto('/galerie?seite=2');
  const album = (await page.getByTestId('album-card').first().getByRole('link').getAttribute('href'))!;
  // The click comes as soon as the app marks the page as running, before the render that reads
  // where the visitor came from (a loaded run's click came between and led to the first page).
  await page.addInitScript((attribute) => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.getAttribute('data-app') !== 'running') return;
      observer.disconnect();
      const link = document.querySelector<HTMLAnchorElement>(`[${attribute}]`);
      if (!link) return; // the gallery page
      sessionStorage.setItem('hrefAtClick', link.getAttribute('href')!);
      link.click();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  }, BACK_TO_GALLERY_ATTRIBUTE);
  const referer = new URL('/galerie?seite=2', page.url()).href;
  await page.goto(album, { referer });
  // The click waits for the app's start: under load (a full run beside two walk-throughs) the
  // page with its painter held took 10 s to get there.
  await expect(page).toHaveURL(/\/galerie\?seite=2$/, { timeout: 20_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('hrefAtClick'))).toBe('/galerie?seite=2');

  // The same with the album's painter held back: the link still says the first page at the click.
  const release = await holdBack(page, /\/early-album\.js$/);
  await page.goto(album, { referer, waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/galerie\?seite=2$/, { timeout: 20_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('hrefAtClick'))).toBe('/galerie');
  release();
});

/** Whether a button of the dialog lies over its title (the close button at the top right). */
const titleUnderButton = (dialog: Locator) =>
  dialog.evaluate((root) => {
    const title = root.querySelector('h2')!.getBoundingClientRect();
    return [...root.querySelectorAll('button')].some((button) => {
      const box = button.getBoundingClientRect();
      return box.left < title.right && box.right > title.left && box.top < title.bottom && box.bottom > title.top;
    });
  });

test('on a phone, phone numbers are tel: links, dialog titles wrap clear of the close button, and the chat note links to the privacy policy', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#services');
  await page.getByRole('button', { name: landingText.boxspring.more }).click();
  const dialog = page.getByRole('dialog', { name: landingText.boxspring.dialogTitle });
  await expect(dialog.getByRole('link', { name: business.contact.phoneDisplay })).toHaveAttribute('href', `tel:${business.contact.phone.replace(/\s+/g, '')}`);
  // 'Probeliegen im Boxspring-Studio' takes two lines here; its first ran under the ✕.
  expect(await titleUnderButton(dialog)).toBe(false);
  await pressEscapeIn(dialog);
  await page.getByRole('button', { name: shellText.openChat }).click();
  const chat = page.getByRole('dialog', { name: chatText.assistantName });
  await expect(chat.getByRole('heading', { name: chatText.assistantName })).toBeVisible();
  expect(await titleUnderButton(chat)).toBe(false);
  await chat.getByRole('link', { name: chatDialogText.privacyLinkText }).click();
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect(chat).toHaveCount(0);
});

test('album tiles without title or description show the image alone, no empty caption box', async ({ page }) => {
  const [seed] = (await (await rest(`gallery_images?select=image_url&album_id=eq.${(await albumWithImages()).id}&limit=1`)).json()) as { image_url: string }[];
  const [album] = (await (await rest('albums', { method: 'POST', body: JSON.stringify({ title: uniqueName('Ohne Titel'), description: null, cover_image: null }) })).json()) as { id: string }[];
  await rest('gallery_images', {
    method: 'POST',
    body: JSON.stringify([
      { album_id: album!.id, image_url: seed!.image_url, order_index: 0, title: 'Mit Titel', description: 'Eine Beschreibung, die den Text der Kachel füllt.' },
      { album_id: album!.id, image_url: seed!.image_url, order_index: 1, title: null, description: null },
    ]),
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/galerie/${album!.id}`);
  const tiles = page.getByTestId('image-tile');
  await expect(tiles).toHaveCount(2);
  const untitled = tiles.nth(1);
  await expect(untitled.getByTestId('image-title')).toHaveCount(0);
  const [tile, image] = await Promise.all([untitled.boundingBox(), untitled.getByRole('button').boundingBox()]);
  // The tile is the image and its border, not stretched to the titled tile's height.
  expect(tile!.height - image!.height).toBeLessThanOrEqual(2);
  await rest(`albums?id=eq.${album!.id}`, { method: 'DELETE' });
});

test('a flip card turned with Enter moves focus to the side now visible, and back', async ({ page }) => {
  await page.goto('/#services');
  const card = page.getByTestId('flip-card').first();
  const front = card.getByRole('button', { name: landingText.craft.flipHint });
  // One Enter, whenever it comes once the early script keeps clicks: one before the app runs is
  // repeated once it does. (Pressed again after a second, as this test once did, a busy page's late
  // turn moved the focus to 'Zurück' between the test's focus and its Enter, and the card turned back.)
  await page.waitForFunction(() => Array.isArray(window.__earlyClicks));
  await front.focus();
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('data-flipped', 'true', { timeout: 15_000 });
  const back = card.getByRole('button', { name: landingText.craft.flipBack });
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('data-flipped', 'false');
  await expect(front).toBeFocused();
});

test('a visitor who scrolls before the page has hydrated stays where they scrolled', async ({ page }) => {
  const release = await holdBack(page, '**/assets/index-*.js');
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 900));
  release();
  // Hydrated: the bar reacts to the scroll position it finds.
  await expect(page.getByTestId('nav-bar')).toHaveAttribute('data-scrolled', 'true');
  expect(await scrollY(page)).toBe(900);
});
