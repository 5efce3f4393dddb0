import sharp from 'sharp';
import { expect, test, type NewContext, type Locator, type Page } from './support/fixtures';
import { axeFindings } from './support/axe';
import { expectAllSynced, offerButton, serviceWrite, syncPanel, syncPanelPopover } from './support/offerUi';
import { appRunning, expectClearOf, pressEscapeIn } from './support/page-helpers';
import { accessToken, backend, createUser, openLoginDialog, pngFile, signInAsStaff, signInThroughDialog, STAFF, uniqueName } from './support/staff';
import { holdBack, setOffline } from './support/network';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const staffButtons = ['Neues Angebot erstellen', offerButton.up, offerButton.down, offerButton.edit, offerButton.delete];

/**
 * The toast stands 6 s once shown. Beside two CPU-bound processes a save's toast once came 7 s
 * after the click (the dialog had closed at 2.6 s; the page's scripts, the outbox push included,
 * ran nothing in between: the renderer was starved), so the check waits longer than the default 5 s.
 */
async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast').filter({ visible: true, hasText: title });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  if (description) await expect(toast).toContainText(description);
}

/** A click on the middle of this element reaches it, not something laid over it. */
function receivesItsOwnClick(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return hit !== null && element.contains(hit);
}

/** The words of these elements rendered in two pieces (across lines), and texts cut off: as 'split: …' and 'cut: …'. */
function brokenOrCutText(elements: Element[]): string[] {
  return elements.flatMap((element) => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (range.getClientRects().length > 1) problems.push(`split: ${word[0]}`);
      }
    }
    for (const inner of [element, ...element.querySelectorAll('*')]) if (inner.scrollHeight > inner.clientHeight + 1 || inner.scrollWidth > inner.clientWidth + 1) problems.push(`cut: ${inner.textContent}`);
    return problems;
  });
}

/** Opens 'Create New Offer', fills it in, adds images and saves. */
async function createOfferAsStaff(page: Page, values: { name: string; manufacturer?: string; info?: string; original: string; sale: string }, files: Awaited<ReturnType<typeof pngFile>>[] = []) {
  await page.getByRole('button', { name: 'Neues Angebot erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Offer' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill(values.name);
  if (values.manufacturer) await dialog.getByLabel('Hersteller').fill(values.manufacturer);
  if (values.info) await dialog.getByLabel('Beschreibung').fill(values.info);
  await dialog.getByLabel('UVP (€)').fill(values.original);
  await dialog.getByLabel('Angebotspreis (€)').fill(values.sale);
  if (files.length) {
    await dialog.getByLabel('Bilder auswählen').setInputFiles(files);
    await expect(dialog.getByTestId('picked-image')).toHaveCount(files.length);
    // Picking is no upload: no upload success toast here (that comes when the files are in storage).
    await expect(page.getByTestId('toast').filter({ visible: true, hasText: 'Images uploaded successfully' })).toHaveCount(0);
  }
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await expectToast(page, 'Offer created successfully');
  await expect(dialog).toBeHidden();
  await expect(card(page, values.name)).toBeVisible();
}

/**
 * Retries `check` on /sale in a new visitor browser until it passes: the staff edit reaches the
 * server shortly after the toast, from the device's outbox.
 */
async function asFreshVisitor(newContext: NewContext, check: (visitor: Page) => Promise<void>) {
  await expect(async () => {
    const context = await newContext();
    try {
      const visitor = await context.newPage();
      await visitor.goto('/sale');
      await expect(visitor.getByTestId('offer-card').first()).toBeVisible({ timeout: 5000 });
      await check(visitor);
    } finally {
      await context.close();
    }
  }).toPass({ timeout: 30_000 });
}

/**
 * Closes every toast on screen. One may close by itself meanwhile (a busy machine can take its
 * whole display time between seeing and clicking it), so each click gives up after a moment and
 * the whole is retried until none is left.
 */
async function closeToasts(page: Page) {
  const shown = page.getByTestId('toast').filter({ visible: true });
  await expect(async () => {
    // The save toast's description changes when the move reaches the server: a dispatched click
    // does not wait for the toast to stand still.
    for (const close of await shown.getByRole('button', { name: 'Schließen' }).all()) await close.dispatchEvent('click', undefined, { timeout: 1000 }).catch(() => undefined);
    await expect(shown).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** One click on an offer's move button, after the previous toast has closed (the next may read the same). */
async function moveOnce(page: Page, offer: Locator, direction: 'up' | 'down') {
  await closeToasts(page);
  const button = offer.getByRole('button', { name: direction === 'up' ? offerButton.up : offerButton.down });
  await expect(button).toBeEnabled();
  await button.click();
}

test('visitors see the offers without any editing control, and without downloading supabase-js', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/sale');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Angebote' })).toBeVisible();
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  for (const name of staffButtons) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByTestId('offer-card').first().getByText('UVP')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('supabase-js/'))).toEqual([]);
});

test('the image carousel goes on with the arrows, the dots and a mouse swipe', async ({ page }) => {
  await page.goto('/sale');
  const carousel = page.getByTestId('offer-carousel').filter({ has: page.getByRole('button', { name: 'Nächstes Bild' }) }).first();
  await expect(carousel).toBeVisible();
  const dots = carousel.getByRole('button', { name: /^Bild \d+ von \d+ zeigen$/ });
  const current = carousel.locator('button[aria-current="true"]');
  await expect(current).toHaveAccessibleName(/^Bild 1 von/);
  await carousel.getByRole('button', { name: 'Nächstes Bild' }).click();
  await expect(current).toHaveAccessibleName(/^Bild 2 von/);
  await carousel.getByRole('button', { name: 'Vorheriges Bild' }).click();
  await expect(current).toHaveAccessibleName(/^Bild 1 von/);
  await dots.nth(1).click();
  await expect(current).toHaveAccessibleName(/^Bild 2 von/);
  // Swipe right with the mouse: back to the first image. (Playwright may have scrolled the page for
  // the dot's click, moving the photo out of the window: the swipe starts on the photo in view.)
  await carousel.scrollIntoViewIfNeeded();
  const box = (await carousel.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 3, { steps: 8 });
  await page.mouse.up();
  await expect(current).toHaveAccessibleName(/^Bild 1 von/);
  // And left: the second again.
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 3, { steps: 8 });
  await page.mouse.up();
  await expect(current).toHaveAccessibleName(/^Bild 2 von/);
});

test("a failed image's frame keeps its title clear of the carousel's arrows and dots on a phone", async ({ page }) => {
  const name = uniqueName('E2E Ecksofa Lindholm mit Schlaffunktion, Bettkasten und Longchair');
  const missing = (file: string) => `${backend.url()}/storage/v1/object/public/offer-images/${file}`;
  const [offer] = (await serviceWrite('offers', 'POST', { name, original_price: 2400, sale_price: 1800, discount: 25, images: [missing('e2e-missing-1.jpg'), missing('e2e-missing-2.jpg')] })) as { id: string }[];
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/storage/v1/render/image/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/sale');
    const carousel = card(page, name).getByTestId('offer-carousel');
    // Its images load lazily: in view, the first one is asked for and fails.
    await carousel.scrollIntoViewIfNeeded({ timeout: 15_000 });
    const title = carousel.getByTestId('image-unavailable-title').first();
    await expect(title).toHaveText(`${name}, Bild 1 von 2`);
    await expectClearOf(title, [carousel.getByRole('button', { name: 'Vorheriges Bild' }), carousel.getByRole('button', { name: 'Nächstes Bild' }), carousel.getByRole('button', { name: 'Bild 1 von 2 zeigen' })]);
  } finally {
    await serviceWrite(`offers?id=eq.${offer!.id}`, 'DELETE');
  }
});

test("an offer's fifteen images: every dot lies on the card, in rows on a phone (they ran off both edges)", async ({ page }) => {
  const name = uniqueName('E2E Fünfzehn Bilder');
  const images = Array.from({ length: 15 }, (_, index) => `${backend.url()}/storage/v1/object/public/offer-images/e2e-dots-${index}.jpg`);
  const [offer] = (await serviceWrite('offers', 'POST', { name, original_price: 300, sale_price: 240, discount: 20, images })) as { id: string }[];
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sale');
    const carousel = card(page, name).getByTestId('offer-carousel');
    await carousel.scrollIntoViewIfNeeded({ timeout: 15_000 });
    const frame = (await carousel.boundingBox())!;
    const dots = carousel.getByRole('button', { name: /^Bild \d+ von 15 zeigen$/ });
    await expect(dots).toHaveCount(15);
    for (const dot of await dots.all()) {
      const box = (await dot.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
    // The last one takes the visitor there.
    await dots.last().click();
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName('Bild 15 von 15 zeigen');
  } finally {
    await serviceWrite(`offers?id=eq.${offer!.id}`, 'DELETE');
  }
});

test('an image that failed once on a shaky link arrives by itself a few seconds later, without a reload', async ({ page }) => {
  // Each image address fails the first time it is asked for (the connection reset), then answers.
  const asked = new Set<string>();
  await page.route('**/storage/v1/render/image/**', (route) => {
    const url = route.request().url();
    if (asked.has(url)) return route.continue();
    asked.add(url);
    return route.abort('connectionreset');
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/sale');
  const first = page.getByTestId('offer-card').first();
  await expect(first.getByTestId('image-unavailable').first()).toContainText('Bild nicht geladen', { timeout: 10_000 });
  // Asked for again unseen after 5 s: the frame gives way to the image only once it has arrived.
  await expect(first.getByTestId('image-unavailable')).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(() => first.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(loads).toBe(1);
});

/** The columns of a screenshot `width` px wide that a darkness is read in. */
type Columns = (width: number) => readonly [from: number, to: number];
/** A description box's right padding, where no text lies. */
const rightPadding: Columns = (width) => [width - 6, width - 2];
/** Across the box, all but 20 px at either side. */
const across: Columns = (width) => [20, width - 20];

/** How much darker than white each row of this element's screenshot looks in these columns (0 white, 1 black). */
async function rowDarkness(element: Locator, columns: Columns): Promise<number[]> {
  const { data, info } = await sharp(await element.screenshot({ animations: 'disabled' })).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [from, to] = columns(info.width);
  return Array.from({ length: info.height }, (_, row) => {
    let sum = 0;
    for (let column = from; column < to; column++) sum += data[(row * info.width + column) * info.channels]!;
    return 1 - sum / (to - from) / 255;
  });
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** How dark the top and bottom edge of this element look in its right padding, three rows deep. */
async function edgeShades(element: Locator): Promise<{ top: number; bottom: number }> {
  const rows = await rowDarkness(element, rightPadding);
  // (Each shade stops a pixel short of its edge.)
  return { top: mean(rows.slice(1, 4)), bottom: mean(rows.slice(-4, -1)) };
}

/** The darkest row of the 14 above this element's bottom edge, read in its right padding. */
async function darkestShadeBelow(element: Locator): Promise<number> {
  return Math.max(...(await rowDarkness(element, rightPadding)).slice(-14));
}

const descriptionLines = (count: number, text: string) => Array.from({ length: count }, (_, line) => `Zeile ${line + 1}: ${text}`).join('\n');

/**
 * Adds an offer with this description (twelve lines unless given), opens /sale on `page` (at the
 * size it has) and hands the description's box to `check`, measured in the app's card with its fonts
 * (a font arriving later rewraps the text) in the middle of the window (at its bottom edge the chat
 * button lay over the pixels read). The offer is deleted afterwards.
 */
async function withLongDescription(page: Page, name: string, check: (region: Locator) => Promise<void>, info = descriptionLines(12, 'Bezug in Cord, Sitztiefe verstellbar.')): Promise<void> {
  const [offer] = (await serviceWrite('offers', 'POST', { name, info, original_price: 4200, sale_price: 3500, discount: 17, images: [] })) as { id: string }[];
  try {
    await page.goto('/sale');
    const region = card(page, name).getByRole('region', { name: /Beschreibung/ });
    await region.waitFor({ timeout: 15_000 });
    await appRunning(page);
    await page.evaluate(() => document.fonts.ready);
    await region.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await check(region);
  } finally {
    await serviceWrite(`offers?id=eq.${offer!.id}`, 'DELETE');
  }
}

test('a long description shows that it scrolls: a shade at the edge with more text beyond it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await withLongDescription(page, uniqueName('E2E Wohnlandschaft Sylt'), async (region) => {
    expect(await region.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    const atStart = await edgeShades(region);
    expect(atStart.top).toBeLessThan(0.01);
    expect(atStart.bottom).toBeGreaterThan(0.05);
    // At the end (scrolled there again should the text still rewrap): the shade is above, none below.
    let atEnd = { top: 0, bottom: 1 };
    const shadeAboveOnly = async () => {
      await region.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }));
      atEnd = await edgeShades(region);
      return atEnd.top > 0.05 && atEnd.bottom < 0.01;
    };
    await expect.poll(shadeAboveOnly).toBe(true).catch((error: unknown) => {
      throw new Error(`At the end: shade above and none below; last read ${JSON.stringify(atEnd)}`, { cause: error });
    });
  });
});

test('a description\'s box ends after a whole line: six lines show in full, a seventh lies beyond the edge under a shade', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Short lines, one line each at any width. The box ended 6 px into the sixth line: its descenders
  // were cut off, and 6 px beyond the edge left the shade under the cover that hides it at the end.
  const hiddenBelow = (region: Locator) => region.evaluate((element) => ({ hidden: element.scrollHeight - element.clientHeight, line: parseFloat(getComputedStyle(element).lineHeight) }));
  // (The browser rounds both heights to whole pixels, each where the box stands: a pixel either way.)
  await withLongDescription(page, uniqueName('E2E Hocker Amrum'), async (region) => {
    expect((await hiddenBelow(region)).hidden).toBeLessThanOrEqual(1);
  }, descriptionLines(6, 'Cord.'));
  await withLongDescription(page, uniqueName('E2E Hocker Juist'), async (region) => {
    const { hidden, line } = await hiddenBelow(region);
    expect(hidden).toBeGreaterThanOrEqual(line - 2);
    // The full shade (0.16 at its darkest): a cover reaching into view faded it to under 0.1.
    expect(await darkestShadeBelow(region)).toBeGreaterThan(0.12);
  }, descriptionLines(7, 'Cord.'));
});

/** The darkest of the device rows at each edge of an element's screenshot (a line a device pixel high shows). */
async function edgeLines(element: Locator, rows: number): Promise<{ top: number; bottom: number }> {
  const darkness = await rowDarkness(element, across);
  return { top: Math.max(...darkness.slice(0, rows)), bottom: Math.max(...darkness.slice(-rows)) };
}

test('on a 3x screen no line of shade stands at a description\'s edge where no text lies beyond, wherever the box falls between pixels', async ({ newContext }) => {
  const context = await newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  await withLongDescription(await context.newPage(), uniqueName('E2E Ohrensessel Föhr'), async (region) => {
    const lines: string[] = [];
    // A box at 542.36 px showed one (walk-through); each tenth of a pixel moves it to another device pixel.
    for (let tenth = 0; tenth < 10; tenth++) {
      await region.evaluate((element, offset) => {
        Object.assign((element as HTMLElement).style, { position: 'relative', top: `${offset}px` });
        element.scrollTo({ top: 0, behavior: 'instant' });
      }, tenth / 10);
      const atStart = await edgeLines(region, 3);
      await region.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }));
      const atEnd = await edgeLines(region, 3);
      if (atStart.top > 0.02) lines.push(`above at the start, ${tenth / 10} px down: ${atStart.top.toFixed(3)}`);
      if (atEnd.bottom > 0.02) lines.push(`below at the end, ${tenth / 10} px down: ${atEnd.bottom.toFixed(3)}`);
    }
    expect(lines).toEqual([]);
  });
});

test('skeletons while loading, then the empty state when there are no offers', async ({ newContext }) => {
  const context = await newContext();
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/offers*', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    await released;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '[]', headers: { 'Content-Range': '*/0' } });
  });
  await page.goto('/sale');
  await expect(page.getByTestId('offer-skeleton')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
  release();
  await expect(page.getByText('Keine Angebote verfügbar')).toBeVisible();
  await expect(page.getByTestId('offer-skeleton')).toHaveCount(0);
  await context.close();
});

test('staff create an offer with two images; a visitor sees it; staff edit it, then delete it', async ({ page, newContext }) => {
  test.setTimeout(90_000);
  const name = uniqueName('E2E Sessel');
  await signInAsStaff(page);
  // Until its upload, a new image's public address names nothing: the card shows the file itself.
  const storageRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/storage\/v1\/(object|render\/image)\//.test(request.url()) && !request.url().includes('/seed/')) storageRequests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  const files = [await pngFile('quer.png', { r: 200, g: 90, b: 40 }, { width: 120, height: 80 }), await pngFile('hoch.png', { r: 40, g: 90, b: 200 }, { width: 80, height: 120 })];
  await createOfferAsStaff(page, { name, manufacturer: 'Testwerk', info: 'Bezug aus Leinen.\nMit Kissen.', original: '200', sale: '150' }, files);
  await expect.poll(() => storageRequests.filter((request) => request.startsWith('POST')).length).toBe(2);
  for (const upload of storageRequests.filter((request) => request.startsWith('POST'))) {
    const object = upload.split('/').at(-1)!;
    const first = storageRequests.findIndex((request) => request.endsWith(object));
    expect(storageRequests[first], `the first request naming ${object}`).toBe(upload);
  }

  const mine = card(page, name);
  await expect(mine.getByTestId('offer-discount')).toContainText('-25%');
  await expect(mine.getByText('Testwerk')).toBeVisible();
  await expect(mine.getByTestId('offer-original-price')).toContainText('200,00');
  await expect(mine.getByTestId('offer-sale-price')).toContainText('150,00');

  // A visitor in another browser sees it once the edit reached the server, with both images.
  await asFreshVisitor(newContext, async (visitor) => {
    const seen = card(visitor, name);
    await expect(seen).toBeVisible({ timeout: 1000 });
    await expect(seen.getByRole('button', { name: /^Bild \d von 2 zeigen$/ })).toHaveCount(2);
    for (const label of [offerButton.up, offerButton.edit, offerButton.delete]) await expect(seen.getByRole('button', { name: label })).toHaveCount(0);
    const firstImage = seen.getByRole('img', { name: `${name}, Bild 1 von 2` });
    // Cards below the first screenful load their images lazily: the visitor scrolls to the card, as a person would.
    await firstImage.scrollIntoViewIfNeeded();
    await expect(firstImage).toHaveJSProperty('complete', true);
    expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The image area is as high as the tallest image at width 384: 120 high at 80 wide gives 576 px.
    await seen.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(seen.getByTestId('offer-carousel')).toHaveCSS('height', '576px');
  });

  // Edit: new name and sale price; the discount follows the prices.
  const renamed = `${name} (neu)`;
  // Every card's buttons name their offer: a screen reader's list of buttons tells the cards apart.
  const actions = mine.getByRole('group', { name: `Aktionen zum Angebot „${name}“`, exact: true });
  for (const label of [`„${name}“ nach oben`, `„${name}“ nach unten`, `Angebot „${name}“ bearbeiten`, `Angebot „${name}“ löschen`]) await expect(actions.getByRole('button', { name: label, exact: true })).toBeVisible();
  await mine.getByRole('button', { name: offerButton.edit }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Offer' });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await expect(dialog.getByRole('button', { name: /^Bild \d entfernen$/ })).toHaveCount(2);
  await expect(dialog.getByLabel('UVP (€)')).toHaveValue('200,00');
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByLabel('Angebotspreis (€)').fill('100');
  await expect(dialog.getByLabel('Rabatt (%)')).toHaveValue('50');
  await dialog.getByRole('button', { name: 'Bild 2 entfernen' }).click();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expectToast(page, 'Offer updated successfully');
  await expect(card(page, renamed).getByTestId('offer-discount')).toContainText('-50%');
  await expect(card(page, renamed).getByRole('button', { name: /zeigen$/ })).toHaveCount(0);

  await asFreshVisitor(newContext, async (visitor) => {
    await expect(card(visitor, renamed).getByTestId('offer-sale-price')).toContainText('100,00', { timeout: 1000 });
  });

  // Delete, after a confirmation; Back answers the question as 'Abbrechen' does, and /sale stays.
  await card(page, renamed).getByRole('button', { name: offerButton.delete }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Angebot löschen' });
  await expect(confirm).toBeVisible();
  await page.goBack();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/sale$/);
  await expect(card(page, renamed)).toHaveCount(1);
  await card(page, renamed).getByRole('button', { name: offerButton.delete }).click();
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expectToast(page, 'Offer deleted successfully');
  // A deletion is "gelöscht", not "gespeichert", on the server as on the device.
  await expect(page.getByTestId('toast').filter({ hasText: 'Offer deleted successfully' })).toContainText('Auf dem Server gelöscht.');
  await expect(card(page, renamed)).toHaveCount(0);
  // The focus stays among the offers (a neighbouring card), not at the page's start.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="offer-grid"] li') != null)).toBe(true);
  await asFreshVisitor(newContext, async (visitor) => {
    await expect(card(visitor, renamed)).toHaveCount(0, { timeout: 500 });
  });
});

interface StoredPrices {
  original_price: number;
  sale_price: number;
  discount: number;
  updated_at: string;
}

/** The offer as a visitor's client reads it from the backend (REST, anon key); [] when absent. */
async function storedOffers(name: string): Promise<StoredPrices[]> {
  const response = await fetch(`${backend.url()}/rest/v1/offers?select=original_price,sale_price,discount,updated_at&name=eq.${encodeURIComponent(name)}`, {
    headers: { apikey: backend.anonKey() },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as StoredPrices[];
}

async function deleteThroughUi(page: Page, name: string) {
  await card(page, name).getByRole('button', { name: offerButton.delete }).click();
  await page.getByRole('alertdialog', { name: 'Angebot löschen' }).getByRole('button', { name: 'Löschen' }).click();
  await expectToast(page, 'Offer deleted successfully');
}

// The form's rules (name required, prices without digits count as 0, German number reading, the discount)
// are proven in tests/unit/input/offerInput.test.ts and tests/unit/offers/OfferFormDialog.test.tsx. The browser
// keeps one round trip per rule family: parsing (typed, stored on the server, shown back) and refusal at the field.
test('German prices "1.290,00" / "990,00" are saved as meant, shown back as typed, and an unchanged save keeps them', async ({ page }) => {
  test.setTimeout(90_000);
  const name = uniqueName('E2E Ecksofa');
  await signInAsStaff(page);
  await page.getByRole('button', { name: 'Neues Angebot erstellen' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create New Offer' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('UVP (€)').fill('1.290,00');
  await dialog.getByLabel('Angebotspreis (€)').fill('990,00');
  await expect(dialog.getByLabel('Rabatt (%)')).toHaveValue('23');
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await expectToast(page, 'Offer created successfully');
  await expect(dialog).toBeHidden();

  const mine = card(page, name);
  await expect(mine.getByTestId('offer-original-price')).toContainText('1.290,00');
  await expect(mine.getByTestId('offer-sale-price')).toContainText('990,00');
  await expect(mine.getByTestId('offer-discount')).toContainText('-23%');
  await expect.poll(() => storedOffers(name), { timeout: 20_000 }).toEqual([expect.objectContaining({ original_price: 1290, sale_price: 990, discount: 23 })]);
  const [created] = await storedOffers(name);

  // The edit form shows the stored prices as German staff write them; saving it unchanged keeps them.
  await mine.getByRole('button', { name: offerButton.edit }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Offer' });
  await expect(dialog.getByLabel('UVP (€)')).toHaveValue('1.290,00');
  await expect(dialog.getByLabel('Angebotspreis (€)')).toHaveValue('990,00');
  await expect(dialog.getByLabel('Rabatt (%)')).toHaveValue('23');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expectToast(page, 'Offer updated successfully');
  // Nothing waits any more, and the server's prices are what they were (an unchanged save sends no field).
  await expectAllSynced(page);
  expect(await storedOffers(name)).toEqual([expect.objectContaining({ original_price: 1290, sale_price: 990, discount: 23, updated_at: created!.updated_at })]);
  await expect(mine.getByTestId('offer-original-price')).toContainText('1.290,00');

  await deleteThroughUi(page, name);
});

test("a staff member's offer cards show without waiting for their editing buttons' code, the buttons once it has arrived", async ({ page }) => {
  const release = await holdBack(page, /\/assets\/OfferStaffActions-[^/]+\.js$/);
  await signInAsStaff(page, '/sale');
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: offerButton.edit })).toHaveCount(0);
  release();
  await expect(page.getByTestId('offer-card').first().getByRole('button', { name: offerButton.edit })).toBeVisible();
});

test('a sale price above the original is refused at the field in German; the dialog stays open and nothing is queued; closing it, Back included, asks first, and Back closes it', async ({ page }) => {
  const name = uniqueName('E2E Zu teuer');
  // Come from the gallery, so the browser's Back has a page of the app to go to.
  await signInAsStaff(page, '/galerie');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sale', exact: true }).click();
  await expect(page).toHaveURL(/\/sale$/);
  await expectAllSynced(page);
  await page.getByRole('button', { name: 'Neues Angebot erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Offer' });
  // A centred dialog with the page around it on a desktop, the whole screen on a phone.
  await expect(dialog).toBeVisible();
  const desktop = (await dialog.boundingBox())!;
  expect(desktop.y).toBeGreaterThanOrEqual(40);
  expect(desktop.y + desktop.height).toBeLessThanOrEqual(720 - 40);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(async () => expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 })).toPass();
  // A 1440 × 900 screen at 200 % zoom: the form scrolls, and Tab from the last control comes back
  // to the first field in view (the dialog's focus trap moves the focus without scrolling: 'Name'
  // stayed above the fold of the dialog's body).
  await page.setViewportSize({ width: 720, height: 450 });
  const shown = (field: Element) => {
    const box = field.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === field;
  };
  await dialog.getByLabel('Rabatt (%)').focus();
  // On a screen this short the whole dialog scrolls (src/ui/shortScreenDialog.ts): down to its buttons, 'Name' is out of view.
  await dialog.getByRole('button', { name: 'Erstellen' }).scrollIntoViewIfNeeded();
  expect(await dialog.getByLabel('Name').evaluate(shown), 'scrolled out of view').toBe(false);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Bilder auswählen')).toBeFocused();
  for (const control of ['Abbrechen', 'Erstellen', 'Schließen']) {
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: control })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  expect(await dialog.getByLabel('Name').evaluate(shown)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('UVP (€)').fill('990,00');
  await dialog.getByLabel('Angebotspreis (€)').fill('1.290,00');
  await dialog.getByRole('button', { name: 'Erstellen' }).click();

  const sale = dialog.getByLabel('Angebotspreis (€)');
  const error = dialog.getByRole('alert');
  await expect(error).toHaveText('Der Angebotspreis darf nicht über der UVP liegen.');
  await expect(sale).toHaveAttribute('aria-invalid', 'true');
  await expect(sale).toHaveAttribute('aria-describedby', (await error.getAttribute('id'))!);
  await expect(sale).toBeFocused();
  await expect(sale).toHaveValue('1.290,00');
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  // No negative discount, no success, nothing on the device's queue or the server.
  await expect(dialog.getByLabel('Rabatt (%)')).toHaveValue('');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('toast').filter({ visible: true, hasText: 'Offer created successfully' })).toHaveCount(0);
  // Closing a form with typed input asks first (the walk-through lost a whole offer to Escape).
  await pressEscapeIn(dialog);
  const question = page.getByRole('alertdialog', { name: 'Eingaben verwerfen?' });
  await question.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  // The browser's Back (a tablet's back gesture) asks too, and stays on the page until answered
  // (it left for /galerie and threw the input away: walk-through at 1440 px).
  await page.evaluate(() => history.back());
  await question.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/sale$/);
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await question.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(dialog).toBeHidden();
  // The focus goes back to what opened the form (it fell to the page's start).
  await expect(page.getByRole('button', { name: 'Neues Angebot erstellen' })).toBeFocused();
  // (The status sits outside the modal dialog, so it is read once the dialog has closed.)
  await expect(card(page, name)).toHaveCount(0);
  await expectAllSynced(page, 5000);
  expect(await storedOffers(name)).toEqual([]);
  // Back closes the form as its × does: given up, the input goes and the page stays; the next Back
  // leaves it. An untouched form closes at once.
  await page.getByRole('button', { name: 'Neues Angebot erstellen' }).click();
  await dialog.getByLabel('Name').fill(name);
  await page.goBack();
  await question.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/sale$/);
  await expect(page.getByRole('button', { name: 'Neues Angebot erstellen' })).toBeFocused();
  await page.getByRole('button', { name: 'Neues Angebot erstellen' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/sale$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/galerie$/);
  expect(await storedOffers(name)).toEqual([]);
});

/**
 * Records the bottom edge of every toast on screen, frame by frame, from now on; returns a check
 * that the toast titled `title` came in where it stands, and that no toast meanwhile (the one it
 * replaced) lay lower: the toasts sit at the bottom of the window.
 */
async function watchToastBottoms(page: Page): Promise<(title: string) => Promise<void>> {
  await page.evaluate(() => {
    const record: { at: number; bottom: number; title: string }[] = [];
    (window as unknown as { __toastBottoms: typeof record }).__toastBottoms = record;
    const started = performance.now();
    const frame = () => {
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        const box = toast.getBoundingClientRect();
        const title = toast.querySelector('[data-part="title"]')?.textContent ?? '';
        if (box.height > 0 && getComputedStyle(toast).visibility !== 'hidden') record.push({ at: performance.now() - started, bottom: box.bottom, title });
      }
      if (performance.now() - started < 20_000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return async (title) => {
    const read = () => page.evaluate(() => (window as unknown as { __toastBottoms: { at: number; bottom: number; title: string }[] }).__toastBottoms);
    const seen = (samples: { at: number; title: string }[]) => samples.filter((sample) => sample.title === title).map((sample) => sample.at);
    // Until that toast has stood for longer than its entrance (400 ms).
    await expect.poll(async () => {
      const times = seen(await read());
      return times.length ? Math.max(...times) - Math.min(...times) : 0;
    }).toBeGreaterThan(800);
    const samples = await read();
    const resting = samples.filter((sample) => sample.title === title).at(-1)!.bottom;
    expect(Math.max(...samples.map((sample) => sample.bottom)), 'lowest toast frame against where the toast rests').toBeLessThanOrEqual(resting + 1);
  };
}

test('moving an offer at both ends of the list, with the exact toasts, which come in where they stand', async ({ page, newContext }) => {
  // A staff journey of nine round trips: 34 s beside two CPU-bound processes (13 s quiet).
  test.setTimeout(90_000);
  // Each end is reached in one click (a new offer is created last; the first card is first): the
  // order rules themselves are unit tests (tests/unit/data/outbox-order.test.ts).
  const name = uniqueName('E2E Leuchte');
  await signInAsStaff(page);
  await createOfferAsStaff(page, { name, original: '90', sale: '45' });
  const cards = page.getByTestId('offer-card');
  const mine = card(page, name);
  await expect(cards.last()).toHaveAccessibleName(name);

  // A toast fades in where it stands: sliding up from below, it passed over a dialog's 'Speichern'
  // under the pointer (seen under load: the click's release landed on it, and the save was lost).
  const toastStoodStill = await watchToastBottoms(page);
  await moveOnce(page, mine, 'down');
  await expectToast(page, 'Cannot move further down', 'This offer is already at the bottom of the list.');
  await toastStoodStill('Cannot move further down');
  await expect(cards.last()).toHaveAccessibleName(name);

  await moveOnce(page, mine, 'up');
  await expectToast(page, 'Offer moved up');
  await expect(cards.last()).not.toHaveAccessibleName(name);
  await expect(cards.nth((await cards.count()) - 2)).toHaveAccessibleName(name);

  const firstName = ((await cards.first().getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  expect(firstName).not.toBe('');
  await moveOnce(page, cards.first(), 'up');
  await expectToast(page, 'Cannot move further up', 'This offer is already at the top of the list.');
  await expect(cards.first()).toHaveAccessibleName(firstName);

  await moveOnce(page, card(page, firstName), 'down');
  await expectToast(page, 'Offer moved down');
  await expect(cards.nth(1)).toHaveAccessibleName(firstName);

  // The order reached the server: a fresh visitor sees the first offer second, and mine second to last.
  await asFreshVisitor(newContext, async (visitor) => {
    const shown = visitor.getByTestId('offer-card');
    await expect(shown.nth(1)).toHaveAccessibleName(firstName, { timeout: 1000 });
    await expect(shown.nth((await shown.count()) - 2)).toHaveAccessibleName(name, { timeout: 1000 });
  });

  // On a phone (one card a row), a card moved up is followed: it does not leave the screen upwards.
  await page.setViewportSize({ width: 390, height: 844 });
  await mine.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72));
  await moveOnce(page, mine, 'up');
  await expectToast(page, 'Offer moved up');
  await expect(mine).toBeInViewport({ ratio: 0.5 });

  // Clean up by keyboard (the first offer is moved back to the top): the focus stays on the button
  // pressed, in the card's new place (it fell to the page: the card's node moves in the list).
  await closeToasts(page);
  await card(page, firstName).getByRole('button', { name: offerButton.up }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Offer moved up');
  await expect(cards.first()).toHaveAccessibleName(firstName);
  await expect(cards.first().getByRole('button', { name: offerButton.up })).toBeFocused();
  await mine.getByRole('button', { name: offerButton.delete }).click();
  await page.getByRole('alertdialog', { name: 'Angebot löschen' }).getByRole('button', { name: 'Löschen' }).click();
  await expectToast(page, 'Offer deleted successfully');
});

test('a signed-in user who is not staff sees no editing controls, and the server refuses their write', async ({ page }) => {
  const email = `kunde-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const password = 'kein-staff-passwort';
  await createUser({ email, password });
  await page.goto('/sale');
  await signInThroughDialog(page, email, password);
  await expect(page.getByTestId('offer-card').first()).toBeVisible();
  for (const label of staffButtons) await expect(page.getByRole('button', { name: label })).toHaveCount(0);

  const token = await accessToken(email, password);
  const response = await fetch(`${backend.url()}/rest/v1/offers`, {
    method: 'POST',
    headers: { apikey: backend.anonKey(), Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ name: uniqueName('Eingeschleust') }),
  });
  expect([401, 403]).toContain(response.status);
});

/** Staff REST calls as the service role: stands in for "someone else changed it meanwhile". */
async function serverOffer(name: string): Promise<{ id: string; name: string; info: string | null }> {
  const response = await fetch(`${backend.url()}/rest/v1/offers?select=id,name,info&name=eq.${encodeURIComponent(name)}`, {
    headers: { apikey: backend.anonKey() },
  });
  const rows = (await response.json()) as { id: string; name: string; info: string | null }[];
  if (rows.length !== 1) throw new Error(`expected one offer named ${name}, found ${rows.length} (HTTP ${response.status})`);
  return rows[0]!;
}

async function serverWrite(method: 'PATCH' | 'DELETE', id: string, body?: Record<string, unknown>) {
  const response = await fetch(`${backend.url()}/rest/v1/offers?id=eq.${id}`, {
    method,
    headers: { apikey: backend.serviceRoleKey(), Authorization: `Bearer ${backend.serviceRoleKey()}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok).toBe(true);
}

async function renameOffer(page: Page, from: string, to: string) {
  await card(page, from).getByRole('button', { name: offerButton.edit }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Offer' });
  await dialog.getByLabel('Name').fill(to);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expectToast(page, 'Offer updated successfully');
  await expect(card(page, to)).toBeVisible();
}

test('staff see the sync status: waiting edits offline, then a conflict they resolve, and a failed edit they discard', async ({ page, context }) => {
  test.setTimeout(120_000);
  const name = uniqueName('E2E Hocker');
  await signInAsStaff(page);
  const status = page.getByRole('button', { name: /^Synchronisierungsstatus/ });
  await createOfferAsStaff(page, { name, original: '50', sale: '40' });
  await expect(status).toHaveAccessibleName('Synchronisierungsstatus: Alles gespeichert', { timeout: 20_000 });
  await expect.poll(async () => (await serverOffer(name)).name, { timeout: 20_000 }).toBe(name);
  const { id } = await serverOffer(name);

  // Offline, the edit waits on the device.
  await setOffline(context, true);
  const mine = `${name} Ohrensessel Lindholm (meins)`;
  await renameOffer(page, name, mine);
  await expect(status).toHaveAccessibleName('Synchronisierungsstatus: 1 Änderung wartet');
  // The card the edit is on says so; the others do not.
  const mark = (offer: string) => card(page, offer).getByTestId('row-sync-mark');
  await expect(mark(mine)).toHaveText('Noch nicht auf dem Server');
  await expect(page.getByTestId('row-sync-mark')).toHaveCount(1);
  // The save's toast stands while the edit waits. A dialog opened meanwhile is not covered by it
  // (at 820 px it lay over 'Speichern' and 'Abbrechen'); once the dialog closes it stands again.
  const waitingToast = page.getByTestId('toast').filter({ hasText: 'Offer updated successfully' });
  await expect(waitingToast).toBeVisible();
  await page.setViewportSize({ width: 820, height: 1180 });
  /** Opens a dialog with `opener`: the toast stays out of its way, its buttons take their own clicks, and after 'Abbrechen' the toast stands again. */
  const toastWaitsFor = async (opener: Locator, dialog: Locator, labels: string[]) => {
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(waitingToast).toBeHidden();
    for (const label of labels) expect(await dialog.getByRole('button', { name: label }).evaluate(receivesItsOwnClick), label).toBe(true);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await expect(waitingToast).toBeVisible();
  };
  const editDialog = page.getByRole('dialog', { name: 'Edit Offer' });
  await toastWaitsFor(card(page, mine).getByRole('button', { name: offerButton.edit }), editDialog, ['Speichern', 'Abbrechen']);
  // Nor a confirmation question (an alertdialog; the toast stood over it before).
  await toastWaitsFor(card(page, mine).getByRole('button', { name: offerButton.delete }), page.getByRole('alertdialog'), ['Löschen', 'Abbrechen']);
  await page.setViewportSize({ width: 1280, height: 720 });
  // The panel names what waits.
  await status.click();
  await expect(syncPanel(page).getByTestId('sync-waiting-entry')).toHaveText([`Änderung: Angebot „${mine}“`]);
  await pressEscapeIn(syncPanelPopover(page));
  await expect(syncPanel(page)).toBeHidden();

  // Meanwhile someone else renames the offer too; back online, the edit becomes a conflict. (A
  // change of a field this edit does not touch would not be one.) It comes while staff have the
  // next dialog open: its toast waits for the dialog, however long that stays open (it once closed
  // unseen behind it, 6 s after the conflict came), and stands once the dialog has closed.
  const theirs = `${name} Ohrensessel Lindholm (Server)`;
  await serverWrite('PATCH', id, { name: theirs });
  await card(page, mine).getByRole('button', { name: offerButton.edit }).click();
  await expect(editDialog).toBeVisible();
  await setOffline(context, false);
  const conflictToast = page.getByTestId('toast').filter({ hasText: 'Konflikt' });
  await expect(conflictToast).toBeAttached({ timeout: 20_000 });
  await expect(conflictToast).toBeHidden();
  // Longer than a toast stands (6 s).
  await page.waitForTimeout(8000);
  await editDialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(editDialog).toBeHidden();
  await expect(conflictToast).toBeVisible();
  await expect(status).toHaveAccessibleName('Synchronisierungsstatus: 1 Problem', { timeout: 20_000 });
  await expect(mark(mine)).toHaveText('Konflikt: siehe „Synchronisierung“');
  // A low window: the panel (at most 70 % of its height) scrolls.
  await page.setViewportSize({ width: 1280, height: 500 });
  await status.click();
  const panel = syncPanel(page);
  await expect(panel.getByTestId('sync-conflict')).toBeVisible();
  // It opens at its top: the title and the summary in view, not scrolled down to the first button.
  await expect(page.getByText('Synchronisierung', { exact: true })).toBeInViewport();
  await expect(panel.getByTestId('sync-panel-summary')).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1280, height: 720 });
  // Both versions of the name, side by side.
  await expect(panel.getByTestId('sync-conflict-field')).toHaveText([`Name${mine}${theirs}`]);
  // Both versions whole, to choose between them: no word broken across lines, nothing cut off
  // (a walk-through found 'Ohrensess' above 'el' and both texts ending in '…').
  expect(await panel.getByTestId('sync-conflict-field').locator('td').evaluateAll(brokenOrCutText)).toEqual([]);
  const keepMine = panel.getByRole('button', { name: 'Meine Änderung behalten' });
  // The save's toast (now saying there is a conflict) usually shows at the same time, bottom
  // right: it must not cover the button, or a tap there would only hit the toast.
  expect(await keepMine.evaluate(receivesItsOwnClick)).toBe(true);
  await keepMine.click();
  await expect(status).toHaveAccessibleName('Synchronisierungsstatus: Alles gespeichert', { timeout: 20_000 });
  await expect.poll(async () => (await serverOffer(mine)).id, { timeout: 20_000 }).toBe(id);
  await page.keyboard.press('Escape');
  await expect(mark(mine)).toHaveCount(0);

  // An edit of an offer the server deleted meanwhile fails for good: it is listed, says it cannot be
  // sent again (a retry would fail the same way), and can be discarded.
  await setOffline(context, true);
  const again = `${name} (nochmal)`;
  await renameOffer(page, mine, again);
  await serverWrite('DELETE', id);
  await setOffline(context, false);
  await expect(status).toHaveAccessibleName('Synchronisierungsstatus: 1 Problem', { timeout: 20_000 });
  await status.click();
  const failed = syncPanel(page).getByTestId('sync-failed-entry');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('kann nicht mehr gesendet werden, weil es den Eintrag auf dem Server nicht mehr gibt');
  await expect(failed.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
  await failed.getByRole('button', { name: 'Verwerfen' }).click();
  await expect(status).toHaveAccessibleName('Synchronisierungsstatus: Alles gespeichert', { timeout: 20_000 });
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('offer-card').first()).toBeVisible({ timeout: 15_000 });
  await expect(card(page, again)).toHaveCount(0);
  await expect(card(page, mine)).toHaveCount(0);
});

async function axeViolations(page: Page) {
  // Dialogs fade in: measure colours once their (finite) animations are over.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))));
  return axeFindings(page);
}

test('the staff view of /sale, its dialogs and the sync panel pass axe', async ({ page }) => {
  // Four full axe runs over the staff page take about 20 s on a busy two-core machine.
  test.setTimeout(90_000);
  await page.goto('/sale');
  const dialog = await openLoginDialog(page);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Email address').fill(STAFF.email);
  await dialog.getByLabel('Your Password').fill(STAFF.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: offerButton.up }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Neues Angebot erstellen' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Offer' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await pressEscapeIn(page.getByRole('dialog', { name: 'Create New Offer' }));

  await page.getByRole('button', { name: /^Synchronisierungsstatus/ }).click();
  await expect(syncPanel(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a visitor who reloads /sale sees at once an offer created on another device a moment ago', async ({ newContext }) => {
  const context = await newContext();
  const visitor = await context.newPage();
  await visitor.goto('/sale');
  // The visitor's device pulled the offers just now: IndexedDB holds a pull younger than 5 minutes.
  await expect(visitor.getByTestId('offer-card').first()).toBeVisible();
  const name = uniqueName('E2E Vom Tablet');
  const response = await fetch(`${backend.url()}/rest/v1/offers`, {
    method: 'POST',
    headers: { apikey: backend.serviceRoleKey(), Authorization: `Bearer ${backend.serviceRoleKey()}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
    body: JSON.stringify({ name, original_price: 300, sale_price: 240, discount: 20 }),
  });
  expect(response.status).toBe(201);
  const [created] = (await response.json()) as { id: string }[];
  try {
    await visitor.reload();
    await expect(card(visitor, name)).toBeVisible();
  } finally {
    await serverWrite('DELETE', created!.id);
    await context.close();
  }
});

test('the open sync panel stays under the bar while the page scrolls (it hangs from the fixed bar)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signInAsStaff(page);
  await page.getByRole('button', { name: /^Synchronisierungsstatus/ }).click();
  const panel = syncPanel(page);
  await expect(panel).toBeVisible();
  // Read in the same task as the scroll: before any repositioning could run, as a tap would land.
  const tops = await panel.evaluate((element) => {
    const before = element.getBoundingClientRect().top;
    window.scrollBy({ top: 300, behavior: 'instant' });
    return { before, after: element.getBoundingClientRect().top, scrolled: window.scrollY };
  });
  expect(tops.scrolled).toBeGreaterThan(100);
  expect(tops.after).toBe(tops.before);
});
