import { expect, test, type NewContext, type Page, type Route } from './support/fixtures';
import { axeFindings } from './support/axe';
import { backend, clickOnceOpens } from './support/staff';
import { setOffline, waitForServiceWorker } from './support/network';
import { albumWithImages } from './support/seedData';

// This file's pages run with their service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * What a visitor sees when the data cannot be loaded: the backend down (connection refused, 503)
 * gives a German message with 'Erneut versuchen' that recovers once the backend answers again;
 * offline with nothing stored on the device gives the offline notice instead of skeletons.
 */

const ERROR_TITLES = {
  offers: 'Die Angebote konnten nicht geladen werden.',
  albums: 'Die Alben konnten nicht geladen werden.',
  album: 'Das Album konnte nicht geladen werden.',
};

/**
 * A visitor's browser whose requests to the backend's REST API fail as `failure` says while
 * `down` is true. Service workers are blocked so every request of the page meets the route.
 */
async function visitorWithBackendDown(newContext: NewContext, failure: (route: Route) => Promise<void>) {
  const context = await newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const backendState = { down: true, failed: 0 };
  await page.route(`${backend.url()}/rest/v1/**`, async (route) => {
    if (!backendState.down) return route.continue();
    backendState.failed += 1;
    return failure(route);
  });
  return { context, page, backendState };
}


/** Opens the chat dialog; a press before the page has hydrated does nothing, so it is pressed until it opens. */
async function openChat(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Künstlerische Intelligenz' });
  await clickOnceOpens(page.getByRole('button', { name: 'Chat mit der Künstlerischen Intelligenz öffnen' }), dialog);
  return dialog;
}

test.describe('backend unreachable', () => {
  test("/sale: connection refused shows the German error and 'Erneut versuchen'; the retry shows the offers", async ({ newContext }) => {
    const { context, page, backendState } = await visitorWithBackendDown(newContext, (route) => route.abort('connectionrefused'));
    await page.goto('/sale');
    const alert = page.getByRole('alert').filter({ hasText: ERROR_TITLES.offers });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Keine Verbindung zum Server.');
    await expect(page.getByTestId('offer-skeleton')).toHaveCount(0);
    expect(await axeFindings(page)).toEqual([]);
    expect(backendState.failed).toBeGreaterThan(0);

    // Still down: the retry fails again and the message stays, its button usable.
    const retry = alert.getByRole('button', { name: 'Erneut versuchen' });
    const failedBefore = backendState.failed;
    await retry.click();
    await expect.poll(() => backendState.failed).toBeGreaterThan(failedBefore);
    await expect(retry).toBeVisible();

    // The backend answers again: the retry, from the keyboard, brings the offers. Focused while
    // the backend is still down: a retry of the page's own could otherwise bring the offers first.
    await retry.focus();
    backendState.down = false;
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    await context.close();
  });

  test('/galerie: a 503 shows the German error; the retry shows the albums', async ({ newContext }) => {
    const { context, page, backendState } = await visitorWithBackendDown(newContext, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable' }) }),
    );
    await page.goto('/galerie');
    const alert = page.getByRole('alert').filter({ hasText: ERROR_TITLES.albums });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Der Server hat mit einem Fehler geantwortet.');
    await expect(page.getByTestId('album-card-skeleton')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');

    backendState.down = false;
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByTestId('album-card').first()).toBeVisible();
    await expect(alert).toHaveCount(0);
    await context.close();
  });

  test('an album page: the German error as its heading; the retry shows the album and its images', async ({ newContext }) => {
    const album = await albumWithImages();
    const { context, page, backendState } = await visitorWithBackendDown(newContext, (route) => route.abort('timedout'));
    await page.goto(`/galerie/${album.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ERROR_TITLES.album })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Galerie' })).toBeVisible();
    await expect(page.getByTestId('image-tile-skeleton')).toHaveCount(0);
    expect(await axeFindings(page)).toEqual([]);

    backendState.down = false;
    await page.getByRole('alert').getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: album.title })).toBeVisible();
    await expect(page.getByTestId('image-tile')).toHaveCount(12);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await context.close();
  });

  test('the chat keeps its error toast for a failed history load; once a question gets through, the conversation loads by itself, greeting first before the question', async ({ newContext }) => {
    const { context, page, backendState } = await visitorWithBackendDown(newContext, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom', code: 'XX000' }) }),
    );
    await page.goto('/impressum');
    const dialog = await openChat(page);
    await expect(page.getByTestId('toast').filter({ hasText: 'Fehler beim Laden des Chat-Verlaufs.' })).toBeVisible({ timeout: 15_000 });
    const failed = dialog.getByRole('alert').filter({ hasText: 'Der Chat-Verlauf konnte nicht geladen werden.' });
    await expect(failed).toBeVisible();
    // The greeting stands above it: the dialog is not an empty page with an error under it.
    await expect(dialog.getByRole('log')).toContainText('Künstlerische Intelligenz von Wichtrey');
    // A question asked meanwhile fails too, and stays.
    await dialog.getByLabel('Ihre Nachricht an die Künstlerische Intelligenz').fill('Wann haben Sie geöffnet?');
    await dialog.getByLabel('Ihre Nachricht an die Künstlerische Intelligenz').press('Enter');
    await expect(page.getByTestId('toast').filter({ hasText: 'Entschuldigung' })).toBeVisible({ timeout: 15_000 });

    backendState.down = false;
    // Asked again and answered by the server: the history loads without 'Erneut versuchen' (its box
    // stood under the answer until pressed); the retry itself is the phone test's.
    await dialog.getByTestId('chat-unanswered').getByRole('button', { name: 'Erneut senden' }).click();
    await expect(dialog.getByTestId('chat-unanswered')).toHaveCount(0);
    await expect(dialog.getByRole('log')).toContainText('Künstlerische Intelligenz von Wichtrey');
    const log = await dialog.getByRole('log').innerText();
    expect(log.indexOf('Künstlerische Intelligenz von Wichtrey')).toBeLessThan(log.indexOf('Wann haben Sie geöffnet?'));
    await expect(failed).toHaveCount(0);
    await expect(dialog.getByLabel('Ihre Nachricht an die Künstlerische Intelligenz')).toBeFocused();
    await context.close();
  });
});

test('an error toast over the open chat stands clear of it (wide above the card; on a phone clear of its \'Erneut versuchen\', input and close button), with the chat closed below the bar; a window narrowed to a phone\'s width takes that place', async ({ newContext }) => {
  const { context, page } = await visitorWithBackendDown(newContext, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.goto('/impressum');
  const dialog = await openChat(page);
  const toast = page.getByTestId('toast').filter({ hasText: 'Fehler beim Laden des Chat-Verlaufs.' });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  // Wide, over the open chat (a card at the bottom), it stands above the card, not over it.
  const [wideToast, chatCard] = [(await toast.boundingBox())!, (await dialog.boundingBox())!];
  expect(wideToast.y + wideToast.height, 'wide, the toast stands above the chat').toBeLessThanOrEqual(chatCard.y);
  // Announced in German (the toast machine's default was 'Notifications, bottom-end (alt+T)').
  await expect(page.getByRole('region', { name: 'Benachrichtigungen (Alt+T)' }).filter({ has: toast })).toHaveCount(1);

  // Narrowed with the toaster loaded: the next toast takes the phone's place.
  await page.setViewportSize({ width: 390, height: 844 });
  const retry = dialog.getByRole('button', { name: 'Erneut versuchen' });
  await retry.click();
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(retry).toBeEnabled();
  const input = dialog.getByLabel('Ihre Nachricht an die Künstlerische Intelligenz');
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y, 'on a phone, the toast stands at the top').toBeLessThan(844 / 4);
  // Nor the chat's close button, nor, the chat closed, the bar (over it, a tap on the menu button
  // hit the toast's close button).
  for (const control of [retry, input, dialog.getByRole('button', { name: 'Chat schließen' })]) {
    const box = (await control.boundingBox())!;
    expect(toastBox.y + toastBox.height <= box.y || box.y + box.height <= toastBox.y, 'the toast lies above or below it').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toast).toBeVisible();
  const bar = (await page.getByRole('banner').boundingBox())!;
  expect((await toast.boundingBox())!.y, 'the toast stands below the bar').toBeGreaterThanOrEqual(bar.y + bar.height);
  await context.close();
});

test.describe('offline with nothing stored', () => {
  test('a visitor who loaded only / goes offline: /sale, /galerie and an album say so instead of showing skeletons', async ({ page, context }) => {
    const album = await albumWithImages();
    await page.goto('/');
    await waitForServiceWorker(page);
    await setOffline(context, true);

    const footer = page.getByRole('contentinfo');
    const notice = page.getByTestId('not-loaded-offline');
    await footer.getByRole('link', { name: 'Sale', exact: true }).click();
    await expect(page).toHaveURL(/\/sale$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Angebote' })).toBeVisible();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Sie sind offline');
    await expect(notice).toContainText('Diese Seite wurde auf diesem Gerät noch nicht geladen.');
    await expect(page.getByTestId('offer-skeleton')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);

    await footer.getByRole('link', { name: 'Galerie', exact: true }).click();
    await expect(page).toHaveURL(/\/galerie$/);
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('album-card-skeleton')).toHaveCount(0);

    // In-app navigation to an album (as a link would do it): nothing of it is on the device.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/galerie/${album.id}`);
    await expect(page).toHaveURL(new RegExp(`/galerie/${album.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
    await expect(page.getByTestId('image-tile-skeleton')).toHaveCount(0);

    // Back online, the page loads by itself.
    await setOffline(context, false);
    await expect(page.getByRole('heading', { level: 1, name: album.title })).toBeVisible();
    await expect(page.getByTestId('image-tile')).toHaveCount(12);
  });
});
