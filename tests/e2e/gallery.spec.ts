import sharp from 'sharp';
import { expect, test, type Locator, type Page, type Route } from './support/fixtures';
import { seriousAxeFindings } from './support/axe';
import { albumWithImages } from './support/seedData';
import { backend, pngFile, signInAsStaff, uniqueName } from './support/staff';
import { serviceWrite } from './support/offerUi';
import { holdBack } from './support/network';
import { offlineCopyText } from '../../src/content/offlineCopies';
import { IMAGE_SAVE_TIMEOUT_MS } from '../../src/data/offline/savedAlbums';
import { appRunning, expectClearOf, focusInsideWhenShown } from './support/page-helpers';

/**
 * /galerie and /galerie/{albumId} against the seeded backend (twelve albums; "Polsterwerkstatt"
 * holds 30 images). Other tests share the backend and may add albums meanwhile: nothing here
 * relies on the global album count staying fixed.
 */

const SEEDED_ALBUM = {
  id: '20000000-0000-4000-8000-000000000001',
  title: 'Polsterwerkstatt: Sessel neu bezogen',
  description: 'Vom Gestell bis zur letzten Ziernaht: wie ein Erbstück-Sessel in unserer Werkstatt ein zweites Leben bekommt.',
};
const OLDEST_ALBUM_TITLE = 'Wintergarten mit Lesesessel';

/** The first pull of a fresh browser loads the data layer and supabase-js: slow on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };

function albumCards(page: Page) {
  return page.getByTestId('album-list').getByTestId('album-card');
}

function pagination(page: Page) {
  return page.getByRole('navigation', { name: 'Seitennavigation' });
}

/** The contrast between the lightest colour in the element's box (a white icon) and its most common one (the icon's ground). */
async function iconContrast(element: Locator): Promise<number> {
  const { data, info } = await sharp(await element.screenshot({ animations: 'disabled' })).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const linear = (value: number) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
  const luminances: number[] = [];
  for (let at = 0; at < data.length; at += info.channels) luminances.push(0.2126 * linear(data[at]!) + 0.7152 * linear(data[at + 1]!) + 0.0722 * linear(data[at + 2]!));
  luminances.sort((a, b) => a - b);
  return (luminances.at(-1)! + 0.05) / (luminances[Math.floor(luminances.length / 2)]! + 0.05);
}

function lightbox(page: Page) {
  return page.getByTestId('lightbox');
}


async function toast(page: Page, title: string, text?: string) {
  const titled = page.getByTestId('toast').filter({ hasText: title });
  await expect((text === undefined ? titled : titled.filter({ hasText: text })).last()).toBeVisible({ timeout: 15_000 });
}

/** The seeded album with the fewest images (at least one), for tests that fetch all of them. */
async function smallestAlbum(): Promise<string> {
  const headers = { apikey: backend.anonKey() };
  const images = (await (await fetch(`${backend.url()}/rest/v1/gallery_images?select=album_id`, { headers })).json()) as { album_id: string }[];
  const counts = new Map<string, number>();
  for (const { album_id } of images) counts.set(album_id, (counts.get(album_id) ?? 0) + 1);
  return [...counts].sort((a, b) => a[1] - b[1])[0]![0];
}

test.describe('gallery for visitors', () => {
  test('albums come nine per page; the page is in the URL, Back returns, and the page scrolls to the top', async ({ page }) => {
    await page.goto('/galerie');
    await expect(page.getByRole('heading', { level: 1, name: 'Galerie' })).toBeVisible();
    await expect(albumCards(page)).toHaveCount(9, FIRST_LOAD);
    // Staff tests running alongside may add an album without a cover at the top: take the first cover.
    const firstCover = albumCards(page).getByTestId('album-cover').first();
    await expect(firstCover).toHaveAttribute('width', '400');
    await expect(firstCover).toHaveAttribute('height', '240');
    await expect(firstCover).toHaveAttribute('src', /\/storage\/v1\/render\/image\/public\/gallery\/.*width=400&height=240/);

    const nav = pagination(page);
    await expect(nav.getByRole('button', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: /^Seite \d+$/ })).not.toHaveCount(0);

    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await nav.getByRole('button', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(/\/galerie\?seite=2$/);
    // The new page starts at the top, and so does the focus (not on a button now out of sight).
    await expect(page.getByRole('heading', { level: 1, name: 'Galerie' })).toBeFocused();
    await expect(page.getByText(OLDEST_ALBUM_TITLE)).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/galerie$/);
    await expect(albumCards(page)).toHaveCount(9, FIRST_LOAD);
    await expect(page.getByText(OLDEST_ALBUM_TITLE)).toHaveCount(0);

    // A link to page 2 opens page 2 directly.
    await page.goto('/galerie?seite=2');
    await expect(page.getByText(OLDEST_ALBUM_TITLE)).toBeVisible();
  });

  test('saving an album for offline: an image the server never sends counts as not saved after its 30 s, and the save ends instead of running for ever', async ({ page }) => {
    const id = await smallestAlbum();
    await page.clock.install();
    await page.goto(`/galerie/${id}`);
    const thumbnails = page.getByTestId('image-thumbnail');
    await expect(thumbnails.first()).toBeVisible();
    // The page's own images are in before the save starts: what is held is the save's.
    for (const image of await thumbnails.all()) await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The first image file the save asks for never comes; the rest, and that file asked again, do.
    let held: string | null = null;
    await page.route(/\/storage\/v1\//, (route) => {
      if (held !== null) return route.continue();
      held = route.request().url();
      return undefined;
    });
    const save = page.getByTestId('save-album-offline');
    await save.getByRole('button', { name: offlineCopyText.save }).click();
    await expect(save.getByRole('progressbar')).toBeVisible();
    await expect.poll(() => held).not.toBeNull();
    await page.clock.fastForward(IMAGE_SAVE_TIMEOUT_MS);
    // The save then goes on with the files after the held one, from the real server, whose image
    // renders took over 5 s on a machine running two suites at once ('2 von 3' still showing).
    await expect(save).toContainText(offlineCopyText.failed(1), FIRST_LOAD);
    await expect(save.getByRole('button', { name: offlineCopyText.save })).toBeEnabled();
  });

  test('a whole album card is a keyboard-operable link to its album', async ({ page }) => {
    await page.goto('/galerie');
    const card = albumCards(page).filter({ hasText: SEEDED_ALBUM.title });
    const link = card.getByRole('link', { name: SEEDED_ALBUM.title });
    await expect(link).toHaveAttribute('href', `/galerie/${SEEDED_ALBUM.id}`, FIRST_LOAD);
    // Followed by the app (before it runs, the browser loads the album's document).
    await appRunning(page);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/galerie/${SEEDED_ALBUM.id}`);
    // The new page's heading has the focus (the card pressed is gone), and Back gives it to that card again.
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_ALBUM.title })).toBeFocused();
    await page.goBack();
    await expect(link).toBeFocused();

    // A click on the cover (not the title) opens the album as well.
    // The stretched link covers the card: a click on the cover lands on it.
    await albumCards(page).filter({ hasText: SEEDED_ALBUM.title }).click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(`/galerie/${SEEDED_ALBUM.id}`);
  });

  test('the album with 30 images has three pages of twelve thumbnails (300x300) with titles and descriptions', async ({ page }) => {
    await page.goto(`/galerie/${SEEDED_ALBUM.id}`);
    await expect(page.getByRole('link', { name: 'Zurück zur Galerie' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_ALBUM.title })).toBeVisible();
    await expect(page.getByTestId('album-description')).toHaveText(SEEDED_ALBUM.description);

    const tiles = page.getByTestId('image-tile');
    await expect(tiles).toHaveCount(12, FIRST_LOAD);
    const thumbnail = tiles.first().getByTestId('image-thumbnail');
    await expect(thumbnail).toHaveAttribute('width', '300');
    await expect(thumbnail).toHaveAttribute('src', /width=300&height=300/);
    await expect(tiles.first().getByTestId('image-title')).toHaveText('Vorher');
    await expect(tiles.first().getByTestId('image-description')).toHaveText(`Aufnahme 1 aus dem Projekt „${SEEDED_ALBUM.title}“.`);

    const nav = pagination(page);
    await expect(nav.getByRole('button', { name: /^Seite \d+$/ })).toHaveText(['1', '2', '3']);
    await nav.getByRole('button', { name: 'Nächste Seite' }).click();
    await expect(page).toHaveURL(/\?seite=2$/);
    await expect(tiles.first().getByTestId('image-title')).toHaveText('Zuschnitt 2');
    // The new page scrolls smoothly to its top: a click while the buttons still move would miss them.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await nav.getByRole('button', { name: 'Seite 3' }).click();
    await expect(tiles).toHaveCount(6);
    await expect(tiles.getByTestId('image-title')).toHaveText(['Vorher 4', 'Gestell 4', 'Federung 4', 'Polsterung 4', 'Zuschnitt 4', 'Naht 4']);
    await expect(nav.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    await page.goBack();
    await expect(page).toHaveURL(/\?seite=2$/);
    await expect(tiles).toHaveCount(12);

    // A visitor sees no editing controls.
    await expect(page.getByRole('button', { name: 'Bilder hinzufügen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /bearbeiten$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /löschen$/ })).toHaveCount(0);

    // The tab (and the history) names the album; back in the gallery, the gallery.
    await expect(page).toHaveTitle(`${SEEDED_ALBUM.title} | Galerie | Wichtrey Raumausstattung`);
    await page.getByRole('link', { name: 'Zurück zur Galerie' }).click();
    await expect(page).toHaveTitle('Galerie | Wichtrey Raumausstattung');
  });

  test("on a phone a tile pressed as its image fails opens, and the image's frame in the lightbox keeps its title clear of the arrows", async ({ page }) => {
    const title = uniqueName('E2E Detail der Ziernaht am Armlehnenabschluss, von links gesehen');
    const missing = (file: string) => `${backend.url()}/storage/v1/object/public/gallery/${file}`;
    const [album] = (await serviceWrite('albums', 'POST', { title: uniqueName('E2E Album mit langen Bildtiteln') })) as { id: string }[];
    try {
      await serviceWrite('gallery_images', 'POST', [
        { album_id: album!.id, image_url: missing('e2e-missing-1.jpg'), title, order_index: 0 },
        { album_id: album!.id, image_url: missing('e2e-missing-2.jpg'), title: 'Zweites Bild', order_index: 1 },
      ]);
      await page.setViewportSize({ width: 390, height: 844 });
      const held: Route[] = [];
      let failing = false;
      await page.route('**/storage/v1/render/image/**', (route) => (failing ? route.abort('internetdisconnected') : held.push(route)));
      // Not until 'load': a held image painted before the page's load event holds that event back.
      await page.goto(`/galerie/${album!.id}`, { waitUntil: 'commit' });
      // Pressed while its image loads, the tile swaps that image for its frame under the finger (the
      // app shows it once the image has failed): the press still opens it.
      const tile = page.getByRole('button', { name: `${title} vergrößert anzeigen` });
      const box = await tile.boundingBox();
      if (!box) throw new Error('no tile');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      failing = true;
      for (const route of held.splice(0)) await route.abort('internetdisconnected');
      await expect(tile.getByTestId('image-unavailable')).toBeVisible(FIRST_LOAD);
      await page.mouse.up();
      // The lightbox's code may load only now (a busy machine: as long as an early click may take).
      await expect(lightbox(page)).toBeVisible({ timeout: 15_000 });
      const frameTitle = lightbox(page).getByTestId('image-unavailable-title');
      await expect(frameTitle).toHaveText(title);
      await expectClearOf(frameTitle, [lightbox(page).getByRole('button', { name: 'Vorheriges Bild' }), lightbox(page).getByRole('button', { name: 'Nächstes Bild' })]);
      // The arrow over the light frame shows: its white chevron stands out 3:1 from its ground (WCAG 1.4.11; it was about 1.3:1).
      expect(await iconContrast(lightbox(page).getByRole('button', { name: 'Nächstes Bild' }))).toBeGreaterThanOrEqual(3);
    } finally {
      await serviceWrite(`albums?id=eq.${album!.id}`, 'DELETE');
    }
  });

  test('the lightbox works by keyboard, and the Back button closes it', async ({ page }) => {
    await page.goto(`/galerie/${SEEDED_ALBUM.id}`);
    const first = page.getByRole('button', { name: 'Vorher vergrößert anzeigen' });
    await expect(first).toBeVisible(FIRST_LOAD);
    // The focus is inside from the frame the lightbox first shows in, so no key goes to the page behind.
    const focusInsideAtOnce = await focusInsideWhenShown(page, '[data-testid="lightbox"]');
    await first.click();
    const box = lightbox(page);
    await expect(box).toBeVisible();
    expect(await focusInsideAtOnce()).toBe(true);
    await expect(page).toHaveURL(/\?bild=30000000-0000-4000-8000-000000000101$/);
    await expect(box.getByTestId('lightbox-caption')).toContainText('Vorher');
    await expect(box.getByTestId('lightbox-caption')).toContainText(`Aufnahme 1 aus dem Projekt „${SEEDED_ALBUM.title}“.`);
    await expect(box.getByTestId('lightbox-image')).toHaveAttribute('src', /gallery\/seed\/polsterwerkstatt\/01\.webp/);
    await expect(box.getByRole('button', { name: 'Vorheriges Bild' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Nächstes Bild' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Schließen' })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(box.getByTestId('lightbox-caption')).toContainText('Gestell');
    await page.keyboard.press('ArrowRight');
    await expect(box.getByTestId('lightbox-caption')).toContainText('Federung');
    await page.keyboard.press('ArrowLeft');
    await expect(box.getByTestId('lightbox-caption')).toContainText('Gestell');
    // At the first image its arrow is disabled: the focus goes to the other arrow, not to the page.
    await box.getByRole('button', { name: 'Vorheriges Bild' }).focus();
    await page.keyboard.press('Enter');
    await expect(box.getByTestId('lightbox-caption')).toContainText('Vorher');
    await expect(box.getByRole('button', { name: 'Nächstes Bild' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(box.getByTestId('lightbox-caption')).toContainText('Gestell');

    // Swipe by mouse drag: left shows the next image, right the previous one.
    const stage = await box.getByTestId('lightbox-stage').boundingBox();
    if (!stage) throw new Error('no lightbox stage');
    const drag = async (dx: number) => {
      const x = stage.x + stage.width / 2;
      const y = stage.y + stage.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y, { steps: 3 });
      await page.mouse.move(x + dx, y, { steps: 3 });
      await page.mouse.up();
    };
    await drag(-150);
    await expect(box.getByTestId('lightbox-caption')).toContainText('Federung');
    await drag(150);
    await expect(box.getByTestId('lightbox-caption')).toContainText('Gestell');
    await expect(box).toBeVisible();

    // Focus stays inside the lightbox.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await box.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(page).toHaveURL(`/galerie/${SEEDED_ALBUM.id}`);
    // Focus returns to the thumbnail of the image shown last, ringed in full: the tile draws the
    // ring, which the tile's rounded, clipping box would cut off the button's own.
    const returned = page.getByRole('button', { name: 'Gestell vergrößert anzeigen' });
    await expect(returned).toBeFocused();
    expect(await returned.evaluate((button) => getComputedStyle(button.closest('[data-testid="image-tile"]')!).outline)).toMatch(/solid 3px$/);

    // Back closes the lightbox and stays on the album.
    await page.getByRole('button', { name: 'Naht vergrößert anzeigen' }).click();
    await expect(box).toBeVisible();
    await box.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(box.getByTestId('lightbox-caption')).toContainText('Detail');
    await page.goBack();
    await expect(box).toHaveCount(0);
    await expect(page).toHaveURL(`/galerie/${SEEDED_ALBUM.id}`);
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_ALBUM.title })).toBeVisible();

    // The close button closes it too.
    await first.click();
    await box.getByRole('button', { name: 'Schließen' }).click();
    await expect(box).toHaveCount(0);
    await expect(page).toHaveURL(`/galerie/${SEEDED_ALBUM.id}`);
  });

  test('arrow keys pressed while the lightbox is on its way are stepped once it shows', async ({ page }) => {
    // Its code held back, as on a slow phone's first opening: the keys would go to the thumbnail behind.
    const release = await holdBack(page, /\/assets\/Lightbox-[^/]+\.js$/);
    await page.goto(`/galerie/${SEEDED_ALBUM.id}`);
    const first = page.getByRole('button', { name: 'Vorher vergrößert anzeigen' });
    await expect(first).toBeVisible(FIRST_LOAD);
    await appRunning(page);
    await first.focus();
    await page.keyboard.press('Enter');
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    await expect(lightbox(page)).toHaveCount(0);
    release();
    await expect(lightbox(page)).toContainText('Bild 4 von 30');
    await expect(lightbox(page).getByRole('button', { name: 'Schließen' })).toBeFocused();
    // Shown, the lightbox takes its keys itself.
    await page.keyboard.press('ArrowRight');
    await expect(lightbox(page)).toContainText('Bild 5 von 30');
  });

  test('closing the lightbox by Escape or Back shows the thumbnail it focuses, also one further down the page; one on the screen stays where it is', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/galerie/${SEEDED_ALBUM.id}`);
    const tiles = page.getByTestId('image-tile');
    await expect(tiles.nth(11)).toBeVisible(FIRST_LOAD);
    // On a phone the first tile, on the screen low down, stays where it was (it moved up by 51 px).
    await page.setViewportSize({ width: 390, height: 844 });
    await tiles.first().getByRole('button').click();
    await expect(lightbox(page)).toContainText('Bild 1 von 30');
    await page.keyboard.press('Escape');
    await expect(tiles.first().getByRole('button')).toBeFocused();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const close of ['Escape', 'Back'] as const) {
      await tiles.first().getByRole('button').click();
      const box = lightbox(page);
      await expect(box).toContainText('Bild 1 von 30');
      // Image 9 lies in the third row, below the fold of the first.
      for (let step = 2; step <= 9; step += 1) {
        await page.keyboard.press('ArrowRight');
        await expect(box).toContainText(`Bild ${step} von 30`);
      }
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await page.goBack();
      await expect(box).toHaveCount(0);
      const ninth = tiles.nth(8).getByRole('button');
      await expect(ninth).toBeFocused();
      // The whole tile, caption and ring: the tile draws the ring.
      await expect(tiles.nth(8), close).toBeInViewport({ ratio: 1 });
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  });

  test('a thumbnail the keyboard reaches comes to rest below the fixed bar, its ring and all', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/galerie/${SEEDED_ALBUM.id}`);
    const thumbnails = page.locator('[data-image-id]');
    await expect(thumbnails.nth(3)).toBeVisible(FIRST_LOAD);
    // The third thumbnail a few pixels from the window's top, under the bar; Shift+Tab from the fourth.
    await thumbnails.nth(2).evaluate((button) => window.scrollBy({ top: button.getBoundingClientRect().top - 10, behavior: 'instant' }));
    await thumbnails.nth(3).evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
    await page.keyboard.press('Shift+Tab');
    await expect(thumbnails.nth(2)).toBeFocused();
    const barBottom = await page.getByTestId('nav-bar').evaluate((bar) => bar.getBoundingClientRect().bottom);
    // The tile draws the ring, 2 px out and 3 px wide.
    const ringTop = await thumbnails.nth(2).evaluate((button) => button.closest('[data-testid="image-tile"]')!.getBoundingClientRect().top - 5);
    expect(ringTop).toBeGreaterThanOrEqual(barBottom);
  });

  test('a link to an image opens it on its album page, whatever page the link names', async ({ page }) => {
    // Image 30 lies on page 3; the link names none (or an old page, after images were deleted).
    // Its full-size file comes late: meanwhile the stage shows that it loads.
    const release = await holdBack(page, /\/polsterwerkstatt\/30\.webp\?width=1600/);
    // The prerendered page knows no ?bild=: the app takes it over without a hydration error all the same.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`/galerie/${SEEDED_ALBUM.id}?bild=30000000-0000-4000-8000-000000000130`);
    const box = lightbox(page);
    await expect(box.getByTestId('lightbox-caption')).toContainText('Naht 4', FIRST_LOAD);
    await expect(page).toHaveURL(/[?&]seite=3(&|$)/);
    const loading = box.getByTestId('lightbox-loading');
    // What paints topmost at the ring's centre, of the ring and the image (the stage above both is clear).
    const onTop = () =>
      loading.evaluate((ring) => {
        const { x, y, width, height } = ring.getBoundingClientRect();
        const painted = document.elementsFromPoint(x + width / 2, y + height / 2) as HTMLElement[];
        return painted.find((element) => ['lightbox-loading', 'lightbox-image'].includes(element.dataset.testid ?? ''))?.dataset.testid;
      });
    await expect.poll(onTop).toBe('lightbox-loading');
    await expect(loading).toHaveCSS('opacity', '1');
    release();
    // Once the image is there the ring goes (an image with transparent parts showed it spinning).
    await expect(box.getByTestId('lightbox-image')).toBeVisible();
    await expect(loading).toHaveCount(0);
    expect(pageErrors).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(page).toHaveURL(`/galerie/${SEEDED_ALBUM.id}?seite=3`);
    await expect(pagination(page).getByRole('button', { name: 'Seite 3', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('[data-image-id="30000000-0000-4000-8000-000000000130"]')).toBeFocused();

    // An image the album does not have: said, and the link's image dropped.
    await page.goto(`/galerie/${SEEDED_ALBUM.id}?seite=2&bild=30000000-0000-4000-8000-000000000999`);
    await toast(page, 'Bild nicht gefunden');
    await expect(page).toHaveURL(`/galerie/${SEEDED_ALBUM.id}?seite=2`);
    await expect(box).toHaveCount(0);
  });

  test('an album that does not exist leads back to the gallery with a toast, no request failing on the way', async ({ page }) => {
    // The browser logs a refused request in the console: an unknown album is an empty answer, not a 406.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/galerie/00000000-0000-4000-8000-00000000dead');
    await expect(page.getByTestId('toast').filter({ hasText: 'Album nicht gefunden' })).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveURL(/\/galerie$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Galerie' })).toBeVisible();

    // An id that is no UUID cannot name an album either.
    await page.goto('/galerie/kein-album');
    await toast(page, 'Album nicht gefunden');
    await expect(page).toHaveURL(/\/galerie$/);
    expect(refused).toEqual([]);
  });

  test('axe finds no serious violation on the loaded gallery, album and open lightbox', async ({ page }) => {
    // Three axe runs: 22.6-23.1 s beside two CPU-bound processes, too close to the default 30 s.
    test.setTimeout(60_000);
    await page.goto('/galerie');
    await expect(albumCards(page)).toHaveCount(9, FIRST_LOAD);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.goto(`/galerie/${SEEDED_ALBUM.id}`);
    await expect(page.getByTestId('image-tile')).toHaveCount(12, FIRST_LOAD);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Vorher vergrößert anzeigen' }).click();
    await expect(lightbox(page)).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('a visitor sees no editing controls on /galerie', async ({ page }) => {
    await page.goto('/galerie');
    await expect(albumCards(page)).toHaveCount(9, FIRST_LOAD);
    await expect(page.getByRole('button', { name: 'Neues Album erstellen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /bearbeiten$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /löschen$/ })).toHaveCount(0);
  });
});

test.describe('gallery for staff', () => {
  test.setTimeout(120_000);

  test('create an album with a cover, add three images, edit and delete one, delete the album', async ({ page, request }) => {
    const title = uniqueName('E2E Album');
    await signInAsStaff(page, '/galerie');

    // Create, with a cover.
    await page.getByRole('button', { name: 'Neues Album erstellen' }).click();
    let dialog = page.getByRole('dialog', { name: 'Neues Album erstellen' });
    await dialog.getByLabel('Titel', { exact: true }).fill(title);
    await dialog.getByLabel('Beschreibung').fill('Angelegt vom Browsertest.');
    const coverInput = dialog.getByLabel('Titelbild', { exact: true });
    await coverInput.setInputFiles(await pngFile('erstes.png', { r: 20, g: 20, b: 20 }));
    await expect(dialog.getByTestId('picked-image')).toHaveCount(1);
    // The cover is one image: picking another replaces the first pick.
    await coverInput.setInputFiles(await pngFile('titelbild.png', { r: 140, g: 79, b: 47 }));
    await expect(dialog.getByRole('img', { name: 'titelbild.png' })).toBeVisible();
    await expect(dialog.getByTestId('picked-image')).toHaveCount(1);
    await expect(page.getByTestId('toast').filter({ visible: true, hasText: 'Zu viele Dateien' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await toast(page, 'Album erfolgreich erstellt');
    await expect(dialog).toHaveCount(0);

    const card = albumCards(page).filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('album-cover')).toBeVisible();

    // Open it: empty, with the staff hint.
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Keine Bilder vorhanden')).toBeVisible();
    await expect(page.getByText('Es wurden noch keine Bilder zu diesem Album hinzugefügt.')).toBeVisible();
    await expect(page.getByText('Laden Sie Ihre ersten Bilder hoch, um zu beginnen.')).toBeVisible();
    const albumId = page.url().split('/galerie/')[1]?.split(/[?#]/)[0] ?? '';
    expect(albumId).toMatch(/^[0-9a-f-]{36}$/);

    // Add three images; nothing selected is refused first.
    await page.getByRole('button', { name: 'Bilder hinzufügen' }).click();
    dialog = page.getByRole('dialog', { name: 'Bilder hinzufügen' });
    await dialog.getByRole('button', { name: 'Bilder hochladen' }).click();
    // By its title (the earlier upload's toast may still be closing beside it) and its text in one
    // look: under load the toast can close between two separate checks.
    await toast(page, 'Keine Bilder ausgewählt', 'Bitte wählen Sie mindestens ein Bild zum Hochladen aus');
    await dialog.getByLabel('Bilder auswählen').setInputFiles([
      await pngFile('eins.png', { r: 200, g: 60, b: 60 }),
      await pngFile('zwei.png', { r: 60, g: 200, b: 60 }),
      await pngFile('drei.png', { r: 60, g: 60, b: 200 }),
    ]);
    await expect(dialog.getByTestId('picked-image')).toHaveCount(3);
    await dialog.getByRole('button', { name: '3 Bilder hochladen' }).click();
    await toast(page, '3 Bilder erfolgreich hochgeladen');
    await expect(dialog).toHaveCount(0);
    const tiles = page.getByTestId('image-tile');
    await expect(tiles).toHaveCount(3);

    // Edit the first image's details.
    await page.getByRole('button', { name: 'Bild 1 bearbeiten' }).click();
    dialog = page.getByRole('dialog', { name: 'Bilddetails bearbeiten' });
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await dialog.getByLabel('Titel', { exact: true }).fill('Rotes Muster');
    await dialog.getByLabel('Beschreibung').fill('Ein Stoffmuster in Rot.');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Bilddetails erfolgreich aktualisiert');
    await expect(tiles.first().getByTestId('image-title')).toHaveText('Rotes Muster');
    await expect(tiles.first().getByTestId('image-description')).toHaveText('Ein Stoffmuster in Rot.');

    // Delete the second image.
    await page.getByRole('button', { name: 'Bild 2 löschen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Bild löschen' });
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await toast(page, 'Bild erfolgreich gelöscht');
    await expect(tiles).toHaveCount(2);

    // The server has what the screen shows (the outbox drained).
    const rest = (path: string) => request.get(`${backend.url()}/rest/v1/${path}`, { headers: { apikey: backend.anonKey(), Authorization: `Bearer ${backend.anonKey()}` } });
    await expect
      .poll(async () => (await (await rest(`gallery_images?album_id=eq.${albumId}&select=title&order=order_index`)).json()).map((row: { title: string | null }) => row.title), { timeout: 20_000 })
      .toEqual(['Rotes Muster', null]);
    const [albumRow] = await (await rest(`albums?id=eq.${albumId}&select=cover_image`)).json();
    const imageRows: { image_url: string }[] = await (await rest(`gallery_images?album_id=eq.${albumId}&select=image_url`)).json();
    const objectUrls = [albumRow.cover_image as string, ...imageRows.map((row) => row.image_url)];
    expect(objectUrls).toHaveLength(3);
    for (const url of objectUrls) expect((await request.get(url)).status()).toBe(200);

    // Delete the album from the gallery.
    await page.getByRole('link', { name: 'Zurück zur Galerie' }).click();
    const ownCard = albumCards(page).filter({ hasText: title });
    await ownCard.getByRole('button', { name: `Album „${title}“ löschen` }).click();
    const albumConfirm = page.getByRole('alertdialog', { name: 'Album löschen' });
    await expect(albumConfirm).toContainText(
      'Möchten Sie dieses Album wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden. Alle Bilder in diesem Album werden ebenfalls gelöscht.',
    );
    await expect(albumConfirm.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await albumConfirm.getByRole('button', { name: 'Löschen' }).click();
    await toast(page, 'Album erfolgreich gelöscht');
    await expect(ownCard).toHaveCount(0);

    // Gone on the server: the row, its images and their stored files.
    await expect.poll(async () => (await (await rest(`albums?id=eq.${albumId}&select=id`)).json()).length, { timeout: 20_000 }).toBe(0);
    expect(await (await rest(`gallery_images?album_id=eq.${albumId}&select=id`)).json()).toEqual([]);
    for (const url of objectUrls) {
      await expect.poll(async () => (await request.get(url)).status(), { timeout: 20_000 }).toBeGreaterThanOrEqual(400);
      expect([400, 404]).toContain((await request.get(url)).status());
    }
  });

  test("'Album bearbeiten': an album with a cover takes a new one, which replaces the old one on the server", async ({ page, request }) => {
    const title = uniqueName('E2E Titelbild');
    const rest = async (path: string) => (await request.get(`${backend.url()}/rest/v1/${path}`, { headers: { apikey: backend.anonKey() } })).json();
    await signInAsStaff(page, '/galerie');
    await page.getByRole('button', { name: 'Neues Album erstellen' }).click();
    let dialog = page.getByRole('dialog', { name: 'Neues Album erstellen' });
    await dialog.getByLabel('Titel', { exact: true }).fill(title);
    await dialog.getByLabel('Titelbild', { exact: true }).setInputFiles(await pngFile('alt.png', { r: 200, g: 200, b: 200 }));
    await expect(dialog.getByTestId('picked-image')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await toast(page, 'Album erfolgreich erstellt');
    const card = albumCards(page).filter({ hasText: title });
    await expect.poll(async () => (await rest(`albums?title=eq.${encodeURIComponent(title)}&select=cover_image`))[0]?.cover_image ?? null, { timeout: 20_000 }).toMatch(/\/gallery\/.+\.\w+$/);
    const [{ cover_image: oldCover }] = await rest(`albums?title=eq.${encodeURIComponent(title)}&select=cover_image`);
    expect((await request.get(oldCover)).status()).toBe(200);

    await card.getByRole('button', { name: `Album „${title}“ bearbeiten` }).click();
    dialog = page.getByRole('dialog', { name: 'Album bearbeiten' });
    await expect(dialog.getByRole('img', { name: 'Aktuelles Titelbild' })).toBeVisible();
    await dialog.getByLabel('Titelbild', { exact: true }).setInputFiles(await pngFile('neu.png', { r: 30, g: 90, b: 160 }));
    await expect(dialog.getByRole('img', { name: 'neu.png' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Aktuelles Titelbild' })).toHaveCount(0);
    await expect(page.getByTestId('toast').filter({ visible: true, hasText: 'Zu viele Dateien' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Album erfolgreich aktualisiert');
    await expect(dialog).toHaveCount(0);

    // The server has the new cover, a stored image; the old file is cleaned up.
    await expect.poll(async () => (await rest(`albums?title=eq.${encodeURIComponent(title)}&select=cover_image`))[0]?.cover_image, { timeout: 20_000 }).not.toBe(oldCover);
    const [{ cover_image: newCover }] = await rest(`albums?title=eq.${encodeURIComponent(title)}&select=cover_image`);
    expect(newCover).toMatch(/\/storage\/v1\/object\/public\/gallery\/[0-9a-f-]{36}\.\w+$/);
    const served = await request.get(newCover);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);
    await expect.poll(async () => (await request.get(oldCover)).status(), { timeout: 20_000 }).toBeGreaterThanOrEqual(400);
    await expect(card.getByTestId('album-cover')).toHaveAttribute('src', new RegExp(newCover.split('/').pop()!.replace('.', '\\.')));

    await card.getByRole('button', { name: `Album „${title}“ löschen` }).click();
    await page.getByRole('alertdialog', { name: 'Album löschen' }).getByRole('button', { name: 'Löschen' }).click();
    await toast(page, 'Album erfolgreich gelöscht');
  });

  test('staff see the editing controls and the album dialog edits an album', async ({ page }) => {
    const title = uniqueName('E2E Bearbeiten');
    await signInAsStaff(page, '/galerie');
    await page.getByRole('button', { name: 'Neues Album erstellen' }).click();
    let dialog = page.getByRole('dialog', { name: 'Neues Album erstellen' });
    await dialog.getByLabel('Titel', { exact: true }).fill(title);
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await toast(page, 'Album erfolgreich erstellt');
    const card = albumCards(page).filter({ hasText: title });
    await expect(card.getByTestId('album-cover-placeholder')).toBeVisible();

    await card.getByRole('button', { name: `Album „${title}“ bearbeiten` }).click();
    dialog = page.getByRole('dialog', { name: 'Album bearbeiten' });
    await expect(dialog.getByLabel('Titel', { exact: true })).toHaveValue(title);
    await dialog.getByLabel('Beschreibung').fill('Neu beschrieben.');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Album erfolgreich aktualisiert');
    await expect(card).toContainText('Neu beschrieben.');

    await card.getByRole('button', { name: `Album „${title}“ löschen` }).click();
    await page.getByRole('alertdialog', { name: 'Album löschen' }).getByRole('button', { name: 'Löschen' }).click();
    await toast(page, 'Album erfolgreich gelöscht');
    await expect(card).toHaveCount(0);
  });

  test("staff: an album the server lacks is 'nicht gefunden' unless it waits on this device to be sent; that one stays through a reload and arrives", async ({ page }) => {
    await signInAsStaff(page, '/galerie');
    await page.goto('/galerie/00000000-0000-4000-8000-00000000dead');
    await toast(page, 'Album nicht gefunden');
    await expect(page).toHaveURL(/\/galerie$/);
    await expect(page.getByRole('button', { name: 'Neues Album erstellen' })).toBeVisible();

    // The server refuses new albums for now: the new one waits in the outbox, so the server lacks it.
    let refuse = true;
    await page.route('**/rest/v1/albums**', (route) =>
      refuse && route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' }) : route.fallback(),
    );
    const title = uniqueName('E2E Wartet');
    await page.getByRole('button', { name: 'Neues Album erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Album erstellen' });
    await dialog.getByLabel('Titel', { exact: true }).fill(title);
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await toast(page, 'Album erfolgreich erstellt', 'Auf diesem Gerät gespeichert.');
    await albumCards(page).filter({ hasText: title }).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const address = page.url();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveURL(address);
    await expect(page.getByTestId('toast').filter({ hasText: 'nicht gefunden' })).toHaveCount(0);

    refuse = false;
    const albumId = address.split('/').pop()!;
    await expect
      .poll(async () => (await (await fetch(`${backend.url()}/rest/v1/albums?select=title&id=eq.${albumId}`, { headers: { apikey: backend.anonKey() } })).json()) as unknown, { timeout: 30_000 })
      .toEqual([{ title }]);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('toast').filter({ hasText: 'nicht gefunden' })).toHaveCount(0);
    await serviceWrite(`albums?id=eq.${albumId}`, 'DELETE');
  });

  test("on a phone, every image tile's staff buttons lie inside the tile", async ({ page }) => {
    const { id } = await albumWithImages();
    await signInAsStaff(page, `/galerie/${id}`);
    // On a phone the login control sits in the menu: signed in on the desktop layout, then narrowed.
    await page.setViewportSize({ width: 390, height: 844 });
    const tile = page.getByTestId('image-tile').first();
    await expect(tile.getByRole('button', { name: /bearbeiten/i })).toBeVisible();
    const outside = await tile.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return [...node.querySelectorAll('button')]
        .map((button) => ({ label: button.getAttribute('aria-label') ?? button.textContent, rect: button.getBoundingClientRect() }))
        .filter(({ rect }) => rect.left < box.left || rect.right > box.right)
        .map(({ label }) => label);
    });
    expect(outside).toEqual([]);
  });
});
