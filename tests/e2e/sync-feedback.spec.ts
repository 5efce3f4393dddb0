import { expect, test, type Page } from './support/fixtures';
import { createOffer, editOffer, expectAllSynced, expectStoredImage, offerCard, outboxEntries, serverOffersNamed, syncPanel, syncStatus } from './support/offerUi';
import { backend, pngFile, signInAsStaff, uniqueName } from './support/staff';
import { holdBack, setOffline } from './support/network';

/** The toast on screen with this title (at most one toast shows at a time). */
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ visible: true, hasText: title });

async function openSyncPanel(page: Page) {
  await syncStatus(page).first().click();
  const panel = syncPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

test('storage answering 500: no upload success, a visible warning, and once storage recovers the offer and its image arrive once', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, '/sale');
  let refused = 0;
  const uploads = `${backend.url()}/storage/v1/object/offer-images/**`;
  await page.route(uploads, async (route) => {
    if (route.request().method() === 'GET') return route.fallback();
    refused += 1;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: '500', error: 'Internal Server Error', message: 'storage down' }) });
  });

  const name = uniqueName('E2E Speicher 500');
  await createOffer(page, { name, original: '300', sale: '240' }, [await pngFile('kaputt.png', { r: 90, g: 40, b: 160 })]);
  // The save is safe on the device; the toast says so, not that it reached the server.
  await expect(toast(page, 'Offer created successfully')).toContainText('Auf diesem Gerät gespeichert');
  await expect(toast(page, 'Images uploaded successfully')).toHaveCount(0);
  // The toast follows the edit (now a longer text); narrowed to a small phone's width, where it
  // wraps into more lines, it grows with it: nothing of it is cut off.
  const saved = toast(page, 'Offer created successfully');
  await expect(saved).toContainText('Der Server antwortet gerade nicht; es wird automatisch weiter versucht.');
  await page.setViewportSize({ width: 320, height: 640 });
  const overhang = await saved.evaluate((node) => {
    const text = node.querySelector('[data-part="description"]')!.getBoundingClientRect();
    return text.bottom - node.getBoundingClientRect().bottom;
  });
  expect(overhang).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // After a few failed attempts: a warning, and the status says so instead of a quiet count.
  await expect(toast(page, 'Übertragung stockt')).toBeVisible({ timeout: 30_000 });
  await expect(syncStatus(page).first()).toHaveAccessibleName('Synchronisierungsstatus: Übertragung stockt');
  const panel = await openSyncPanel(page);
  await expect(panel.getByTestId('sync-stalled-entry')).toContainText('Der Server hat einen Fehler gemeldet (HTTP 500).');
  await expect(panel).not.toContainText('Alles gespeichert');
  expect(refused).toBeGreaterThanOrEqual(3);
  expect(await serverOffersNamed(name)).toHaveLength(0);
  await expect(toast(page, 'Images uploaded successfully')).toHaveCount(0);

  // Storage recovers. Staff need not wait for the next attempt: 'Jetzt erneut versuchen' sends the
  // file at once, well before it, then the offer; now the upload succeeded. (The stall shows after
  // the third failure, with the next attempt 4 s away at most; the fourth puts it 8 s away.)
  const waitingUpload = async () => (await outboxEntries(page)).find((entry) => entry.kind === 'upload');
  await expect.poll(async () => ((await waitingUpload())?.nextAttemptAt ?? 0) - Date.now(), { timeout: 15_000 }).toBeGreaterThan(3000);
  const upload = await waitingUpload();
  await page.unroute(uploads);
  let storedAt = 0;
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().includes('/storage/v1/object/offer-images/') && response.ok()) storedAt ||= Date.now();
  });
  await panel.getByRole('button', { name: 'Jetzt erneut versuchen' }).click();
  await expect(toast(page, 'Images uploaded successfully')).toContainText('Auf dem Server gespeichert.', { timeout: 30_000 });
  expect(storedAt).toBeGreaterThan(0);
  expect(storedAt).toBeLessThan(upload!.nextAttemptAt);
  await page.keyboard.press('Escape');
  await expectAllSynced(page);
  const [stored, ...others] = await serverOffersNamed(name);
  expect(others).toHaveLength(0);
  expect(stored!.images).toHaveLength(1);
  await expectStoredImage(stored!.images[0]!);
});

test('an edit the server refuses for good: SPEC error toast, a German panel entry with retry and discard explained, no server text', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, '/sale');
  const name = uniqueName('E2E Abgelehnt');
  await createOffer(page, { name, original: '200', sale: '150' });
  await expectAllSynced(page);

  // Updates go through the apply_update function (per-field conflict check).
  const updates = `${backend.url()}/rest/v1/rpc/apply_update*`;
  await page.route(updates, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: '23514', details: null, hint: null, message: 'new row for relation "offers" violates check constraint "offers_discount_percent"' }),
    });
  });
  await editOffer(page, name, { sale: '120' }, { successToast: false });
  await expect(toast(page, 'Error')).toContainText('Something went wrong. Please try again.', { timeout: 15_000 });
  // Refused for good: the edit is undone on the device, and the status says there is a problem.
  await expect(offerCard(page, name).getByTestId('offer-sale-price')).toContainText('150,00');
  await expect(syncStatus(page).first()).toHaveAccessibleName('Synchronisierungsstatus: 1 Problem');

  const panel = await openSyncPanel(page);
  const entry = panel.getByTestId('sync-failed-entry');
  await expect(entry).toContainText(`Änderung: Angebot „${name}“`);
  await expect(entry).toContainText('Der Rabatt muss eine ganze Zahl von 0 bis 100 sein.');
  await expect(entry).toContainText('„Erneut versuchen“ wendet sie wieder an und sendet sie noch einmal');
  await expect(panel).not.toContainText('violates');
  await expect(panel).not.toContainText('Alles gespeichert');

  // The server accepts it again: retry sends it, and now everything is saved.
  await page.unroute(updates);
  await entry.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expectAllSynced(page);
  await expect(offerCard(page, name).getByTestId('offer-sale-price')).toContainText('120,00');
  const [stored] = await serverOffersNamed(name);
  expect(Number(stored!.sale_price)).toBe(120);
});

test('on a phone, staff see waiting edits beside the menu button, without opening the menu', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, '/sale');
  const name = uniqueName('E2E Telefon');
  await createOffer(page, { name, original: '120', sale: '100' });
  await expectAllSynced(page);
  const compact = page.getByTestId('sync-status-compact');
  // On a wide screen the status sits in the bar beside the login control; the compact one is not shown.
  await expect(compact).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(compact).toBeVisible();
  await expect(compact).toHaveAccessibleName('Synchronisierungsstatus: Alles gespeichert');
  await setOffline(context, true);
  await editOffer(page, name, { sale: '90' });
  await expect(compact).toHaveAccessibleName('Synchronisierungsstatus: 1 Änderung wartet');
  await expect(compact).toHaveText('1');
  // The save's toast stands below the bar, where the panel opens: it waits while the panel is open
  // (it lay over the panel's summary, half under it) and stands again once it has closed.
  const saved = page.getByTestId('toast').filter({ hasText: 'Offer updated successfully' });
  await expect(saved).toBeVisible();
  await compact.click();
  const panel = syncPanel(page);
  await expect(panel).toBeVisible();
  await expect(saved).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(saved).toBeVisible();
  // Back closes the panel as it closes a dialog; the page stays (it went back to the page before,
  // with the panel still open over it).
  await compact.click();
  await expect(panel).toBeVisible();
  await page.goBack();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/sale$/);
  await expect(page.getByRole('heading', { name: 'Aktuelle Angebote', level: 1 })).toBeVisible();
  await setOffline(context, false);
  await expect(compact).toHaveAccessibleName('Synchronisierungsstatus: Alles gespeichert', { timeout: 30_000 });
});

test("on a link slow enough that the save's toast closes before the server answers, the confirmation still comes", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsStaff(page, '/sale');
  // The offer's write waits at the server's door (a walk-through at 50 kbit/s and 8 s latency:
  // the toast closed saying 'wird gesendet …' and 'Auf dem Server gespeichert.' never showed).
  const writes = `${backend.url()}/rest/v1/offers*`;
  const release = await holdBack(page, writes, { method: 'POST' });
  const name = uniqueName('E2E Langsam');
  await createOffer(page, { name, original: '300', sale: '240' });
  const saved = toast(page, 'Offer created successfully');
  await expect(saved).toContainText('wird an den Server gesendet');
  // (A pointer resting on a toast holds it open.)
  await page.mouse.move(10, 10);
  // Closed by its own timer, the write still on its way.
  await expect(saved).toHaveCount(0, { timeout: 15_000 });
  expect(await serverOffersNamed(name)).toHaveLength(0);
  release();
  await expect(saved).toContainText('Auf dem Server gespeichert.');
  await expect.poll(async () => (await serverOffersNamed(name)).length).toBe(1);
  await page.unroute(writes);
});
