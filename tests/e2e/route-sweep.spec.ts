import { expect, test, type Page } from './support/fixtures';
import { seriousAxeFindings } from './support/axe';
import { pageMeta, siteUrl } from '../../src/content/seo';
import { buttonsOffTheScreenSideways, recordForeignRequests, refusedStyleDeclarations, roomBesidePlaceholder, setTextSize, visibleHeight } from './support/page-helpers';
import { allRoutes } from './support/routes';
import { backend, pngFile, signInAsStaff } from './support/staff';
import { offersText, offerFormText } from '../../src/content/offers';
import { galleryText } from '../../src/content/gallery';
import { loginControlText } from '../../src/content/loginControl';
import { authText } from '../../src/content/auth';
import { chatText, shellText } from '../../src/content/strings';
import { discardInputText } from '../../src/content/discardInput';

/**
 * Every route loaded once, then looked at as the walk-through would: its meta and SEO tags, the
 * requests it sends (none beyond the site and its backend), no console error, no style declaration
 * the browser refuses, and at every width
 * from a small phone to a desktop no sideways scroll, with axe at phone and desktop width. The
 * layout follows the width by CSS alone, so resizing shows what a load at that width would.
 */

const WIDTHS = [320, 375, 390, 768, 820, 1024, 1280] as const;
/** Where axe looks: the phone and the desktop layout. */
const AXE_WIDTHS = new Set<number>([390, 1280]);


/** The headings whose line height is below their font size, as 'h1 36px/30px: Titel'. */
function headingsWithLinesCloserThanTheirFont(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3')].flatMap((heading) => {
      const style = getComputedStyle(heading);
      const size = parseFloat(style.fontSize);
      const line = style.lineHeight === 'normal' ? size * 1.2 : parseFloat(style.lineHeight);
      return line < size ? [`${heading.tagName.toLowerCase()} ${size}px/${line}px: ${heading.textContent?.trim().slice(0, 40)}`] : [];
    }),
  );
}

async function expectOwnMeta(page: Page, route: keyof typeof pageMeta): Promise<void> {
  const { title, description } = pageMeta[route];
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(route, siteUrl).href);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
}

for (const route of allRoutes) {
  test(`${route}: meta, own requests only, no errors or refused styles, no id twice, no sideways scroll, no serious axe finding at any width, and the chat opens`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const origin = new URL(baseURL!).origin;
    const foreign = recordForeignRequests(page, origin);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(route, { waitUntil: 'networkidle' });
    if (route in pageMeta) await expectOwnMeta(page, route as keyof typeof pageMeta);
    expect(await refusedStyleDeclarations(page)).toEqual([]);

    // Scrolled through, so lazily loaded parts load too; fonts come from the site itself.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.waitForLoadState('networkidle');
    const fonts = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => /\.woff2?$/.test(entry.name)).map((entry) => new URL(entry.name).origin),
    );
    expect(fonts.length).toBeGreaterThan(0);
    expect(new Set(fonts)).toEqual(new Set([origin]));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

    const overflowing: string[] = [];
    const cramped = new Set<string>();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('main')).toBeVisible();
      const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      if (scrollWidth > clientWidth) overflowing.push(`${width} px: ${scrollWidth} px wide`);
      for (const heading of await headingsWithLinesCloserThanTheirFont(page)) cramped.add(heading);
      if (AXE_WIDTHS.has(width)) {
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await seriousAxeFindings(page), `${width} px`).toEqual([]);
      }
    }
    expect(overflowing).toEqual([]);
    // An id twice makes a page's links and its dialogs find the wrong element: the chat took the
    // privacy page's chat section for its own content and closed at once.
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // The chat opens here, and what its button names is the chat itself, not an element of the page.
    const chatButton = page.getByRole('button', { name: shellText.openChat });
    const chatId = (await chatButton.getAttribute('aria-controls'))!;
    await chatButton.click();
    await expect(page.getByRole('dialog', { name: chatText.assistantName })).toBeVisible();
    expect(await page.evaluate((id) => document.getElementById(id)?.getAttribute('role'), chatId), 'the role of what the chat button names').toBe('dialog');
    // A heading whose lines stand closer than its letters are tall overlaps itself once it wraps (an album title at 36 px had 30 px lines).
    expect([...cramped]).toEqual([]);
    expect(foreign).toEqual([]);
    // Hydrating a prerendered page must not fall back to a client render (an error in the console).
    // Other routes may log the 404 of what they show as missing.
    if (route in pageMeta) expect(errors).toEqual([]);
  });
}

test('German compounds staff type (an offer, an album and an image named with one long word) wrap inside a small phone: no page scrolls sideways', async ({ page }) => {
  const word = 'Wohnzimmerneugestaltungsprojektaltbauwohnungsrenovierung';
  const { rows, insert } = serviceRest();
  const [image] = await rows<{ image_url: string }>('gallery_images?select=image_url&limit=1');
  await insert('offers', { name: `Polstergarnitur ${word}`, manufacturer: word, info: word, original_price: 1300, sale_price: 1000, images: [image!.image_url] });
  const [album] = await insert('albums', { title: word, description: `Text ${word}`, cover_image: image!.image_url });
  await insert('gallery_images', { album_id: album!.id, image_url: image!.image_url, title: word, description: word, order_index: 0 });

  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  const overflowing: string[] = [];
  for (const route of ['/sale', '/galerie', `/galerie/${album!.id}`]) {
    await page.goto(route);
    await expect(page.getByText(word).first()).toBeVisible();
    const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    if (scrollWidth > clientWidth) overflowing.push(`${route}: ${scrollWidth} px wide`);
  }
  expect(overflowing).toEqual([]);
  // The discount stays on its card beside the long name.
  await page.goto('/sale');
  const card = page.getByTestId('offer-card').filter({ hasText: word });
  const [cardBox, badgeBox] = [await card.boundingBox(), await card.getByTestId('offer-discount').boundingBox()];
  expect(badgeBox!.x + badgeBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
});

test('text enlarged to 200 % on a phone (the browser\'s font size setting) stays on the screen: no route scrolls sideways', async ({ page }) => {
  // The walk-through's 32 px default font: the founder's column, the Boxspring studio's button and the slideshow's dots widened
  // the home page to 427 px, and the opening hours ran past their card.
  test.setTimeout(60_000);
  await setTextSize(page, 32);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflowing: string[] = [];
  for (const route of allRoutes) {
    await page.goto(route, { waitUntil: 'networkidle' });
    await expect(page.locator('main')).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    if (scrollWidth > clientWidth) overflowing.push(`${route}: ${scrollWidth} px wide`);
  }
  expect(overflowing).toEqual([]);
  // Each day's hours stay inside their card.
  await page.goto('/#kontakt');
  const hours = page.getByTestId('opening-hours');
  const card = await hours.locator('..').boundingBox();
  for (const value of await hours.locator('dd').all()) {
    const box = (await value.boundingBox())!;
    expect(box.x + box.width, await value.innerText()).toBeLessThanOrEqual(card!.x + card!.width);
  }
  // So do the phone, fax and e-mail, each below its label where it does not fit beside it (the e-mail took six lines).
  const contactCard = page.getByRole('heading', { name: 'Kontakt', level: 3 }).locator('..');
  const contactBox = (await contactCard.boundingBox())!;
  for (const value of await contactCard.locator('dd').all()) {
    const box = (await value.boundingBox())!;
    expect(box.x + box.width, await value.innerText()).toBeLessThanOrEqual(contactBox.x + contactBox.width);
    expect(box.height, await value.innerText()).toBeLessThan(3 * 32 * 1.6);
  }
  // The studio's dialog fits the screen: its long title word made it 32 px wider and put the close button over it.
  await page.getByRole('button', { name: 'Erfahren Sie mehr' }).click();
  const studio = page.getByRole('dialog');
  await expect(studio).toBeVisible();
  expect(await studio.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBe(0);
  // A dialog's sides take less on a screen narrow for its text: the login's password field shows its
  // placeholder whole (it read 'Your passwor'; the e-mail's, 'Your email address', is still 41 px too long).
  await page.goto('/sale');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: loginControlText.login }).click();
  const password = page.getByRole('dialog', { name: loginControlText.login }).getByLabel('Your Password');
  expect(await roomBesidePlaceholder(password), 'room left beside the placeholder').toBeGreaterThanOrEqual(0);
});

test("staff's pages and dialogs with text enlarged to 200 % on a phone: no button runs off the screen, and a dialog's form and buttons can be reached", async ({ page }) => {
  // Before: the staff bar's menu button, 'Neues Angebot erstellen', the album cards' and the image
  // tiles' buttons ran off the screen, and the dialogs' 'Abbrechen' started left of it.
  test.setTimeout(60_000);
  await signInAsStaff(page, '/galerie');
  await setTextSize(page, 32);
  await page.setViewportSize({ width: 390, height: 844 });
  const album = await page.locator('a[href^="/galerie/"]').first().getAttribute('href');
  const offScreen: string[] = [];
  for (const route of ['/sale', '/galerie', album!]) {
    await page.goto(route);
    await expect(page.getByRole('button', { name: /Synchronisierungsstatus/ })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    if (scrollWidth > clientWidth) offScreen.push(`${route}: ${scrollWidth} px wide`);
    offScreen.push(...(await buttonsOffTheScreenSideways(page)).map((button) => `${route}: ${button}`));
  }
  expect(offScreen).toEqual([]);

  for (const [route, open, submit] of [
    ['/sale', offersText.create, offerFormText.create],
    ['/galerie', galleryText.createAlbum, galleryText.albumDialog.create],
  ] as const) {
    await page.goto(route);
    await page.getByRole('button', { name: open }).click();
    const dialog = page.getByRole('dialog');
    // The form shows more than a sliver between the title and the buttons.
    expect(await visibleHeight(dialog.getByRole('textbox').first())).toBeGreaterThan(40);
    for (const button of [dialog.getByRole('button', { name: offerFormText.cancel }), dialog.getByRole('button', { name: submit })]) {
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844, `${route}: ${await button.innerText()} at ${JSON.stringify(box)}`).toBe(true);
    }
    if (route === '/galerie') {
      // A picked image's remove button leaves most of its thumbnail in view (it covered a fifth of a 96 px one).
      await dialog.getByLabel('Titelbild', { exact: true }).setInputFiles(await pngFile('titelbild.png', { r: 140, g: 79, b: 47 }));
      const thumbnail = (await dialog.getByTestId('picked-image').boundingBox())!;
      const remove = (await dialog.getByRole('button', { name: /entfernen/ }).boundingBox())!;
      expect((remove.width * remove.height) / (thumbnail.width * thumbnail.height), 'share of the thumbnail under its remove button').toBeLessThan(0.1);
      await dialog.getByRole('button', { name: offerFormText.cancel }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: discardInputText.confirm }).click();
    } else {
      await dialog.getByRole('button', { name: offerFormText.cancel }).click();
    }
    await expect(dialog).toBeHidden();
  }

  // A toast's text takes its width but for the padding: only its title keeps clear of the close
  // button (at 200 % the text wrapped in two thirds of it, two words a line).
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: 'Logout' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: authText.loggedOut });
  await expect(toast).toBeVisible();
  const [shown, text] = [(await toast.boundingBox())!, (await toast.getByText(authText.loggedOut).locator('..').boundingBox())!];
  // 2.5rem (80 px) were kept free at its right; now its padding, 0.75rem (24 px).
  expect(shown.x + shown.width - (text.x + text.width), 'room right of the text').toBeLessThanOrEqual(26);
});

/** Rows written and read as the service role (content staff would have entered). */
function serviceRest() {
  const headers = { apikey: backend.serviceRoleKey(), authorization: `Bearer ${backend.serviceRoleKey()}`, 'content-type': 'application/json', prefer: 'return=representation' };
  const rest = `${backend.url()}/rest/v1`;
  return {
    rows: async <T,>(query: string) => (await (await fetch(`${rest}/${query}`, { headers })).json()) as T[],
    insert: async (table: string, row: Record<string, unknown>) => {
      const response = await fetch(`${rest}/${table}`, { method: 'POST', headers, body: JSON.stringify(row) });
      expect(response.status, `${table}: ${await response.clone().text()}`).toBe(201);
      return (await response.json()) as { id: string }[];
    },
  };
}
