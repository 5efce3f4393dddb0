import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { OUT_DIR } from '../../scripts/build/outDir';
import { createStaticServer, listen } from '../../scripts/server/staticServer';
import { startFlakyProxy, type FlakyProxy } from './support/flakyProxy';
import {
  createOffer,
  deleteOffer,
  editOffer,
  expectAllSynced,
  expectStoredImage,
  moveOfferUp,
  offerCard,
  serverOffer,
  serverOffersNamed,
  serviceWrite,
  syncStatus,
} from './support/offerUi';
import { backend, pngFile, signInAsStaff, uniqueName } from './support/staff';

// These tests reorder offers and check the exact swap: they run alone, after every other test
// (the 'exclusive' project in playwright.config.ts), so no other test moves offers meanwhile.
test.describe.configure({ mode: 'serial' });

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** Three fresh offers at the end of the list, in this order, on the server. */
async function threeOffers(page: Page, prefix: string) {
  const names = ['A', 'B', 'C'].map((letter) => uniqueName(`${prefix} ${letter}`));
  for (const name of names) await createOffer(page, { name, original: '100', sale: '80' });
  await expectAllSynced(page);
  return names as [string, string, string];
}

async function albumImages(albumId: string): Promise<{ image_url: string; order_index: number }[]> {
  const response = await fetch(`${backend.url()}/rest/v1/gallery_images?select=image_url,order_index&album_id=eq.${albumId}&order=order_index`, {
    headers: { apikey: backend.anonKey() },
  });
  return (await response.json()) as { image_url: string; order_index: number }[];
}

test('staff tablet: edits made offline survive a reload and reach the server exactly once when back online', async ({ page, context }) => {
  test.setTimeout(180_000);
  await signInAsStaff(page, '/sale');
  await waitForServiceWorker(page);
  const [a, b, c] = await threeOffers(page, 'E2E Tablet');
  const before = { a: await serverOffer(a), b: await serverOffer(b) };
  const [album] = (await serviceWrite('albums', 'POST', { title: uniqueName('E2E Tablet Album'), description: 'Offline ergänzt' })) as { id: string }[];
  // Visit the album once online, as staff would before walking into the showroom.
  await page.goto(`/galerie/${album!.id}`);
  await expect(page.getByText('Keine Bilder vorhanden')).toBeVisible();
  await page.goto('/sale');
  await expect(offerCard(page, c)).toBeVisible();

  await context.setOffline(true);
  const created = uniqueName('E2E Tablet Neu');
  await createOffer(page, { name: created, original: '300', sale: '240' }, [await pngFile('neu.png', { r: 180, g: 120, b: 60 })]);
  await editOffer(page, a, { sale: '55' });
  await moveOfferUp(page, b);
  await deleteOffer(page, c);
  await page.goto(`/galerie/${album!.id}`);
  await page.getByRole('button', { name: 'Bilder hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bilder hinzufügen' });
  await dialog.getByLabel('Bilder auswählen').setInputFiles([await pngFile('eins.png', { r: 200, g: 60, b: 60 }), await pngFile('zwei.png', { r: 60, g: 200, b: 60 })]);
  await dialog.getByRole('button', { name: '2 Bilder hochladen' }).click();
  await expect(page.getByTestId('image-tile')).toHaveCount(2);

  // Still offline: a reload keeps the queue and the optimistic state.
  await page.reload();
  await expect(page.getByTestId('image-tile')).toHaveCount(2);
  await page.goto('/sale');
  await expect(offerCard(page, created)).toBeVisible();
  await expect(offerCard(page, a).getByTestId('offer-sale-price')).toContainText('55,00');
  await expect(offerCard(page, c)).toHaveCount(0);
  const order = await page.getByTestId('offer-card').evaluateAll((cards) => cards.map((card) => card.querySelector('h2, h3')?.textContent ?? ''));
  expect(order.indexOf(b)).toBe(order.indexOf(a) - 1);
  await expect(syncStatus(page)).toHaveAccessibleName(/Änderungen warten/);
  expect(await serverOffersNamed(created)).toHaveLength(0);

  await context.setOffline(false);
  await expectAllSynced(page, 60_000);

  const [newOffer] = await serverOffersNamed(created);
  expect(newOffer, 'created offer on the server').toBeTruthy();
  expect(await serverOffersNamed(created)).toHaveLength(1);
  expect(newOffer!.images).toHaveLength(1);
  await expectStoredImage(newOffer!.images[0]!);
  expect((await serverOffer(a)).sale_price).toBe(55);
  // One swap, not two: b took a's place and a took b's.
  expect((await serverOffer(b)).display_order).toBe(before.a.display_order);
  expect((await serverOffer(a)).display_order).toBe(before.b.display_order);
  expect(await serverOffersNamed(c)).toHaveLength(0);
  const images = await albumImages(album!.id);
  expect(images.map((image) => image.order_index)).toEqual([0, 1]);
  for (const image of images) await expectStoredImage(image.image_url);
});

test('conflict: an offer edited offline here and meanwhile on another device; both choices work', async ({ page, context, browser }) => {
  test.setTimeout(180_000);
  await signInAsStaff(page, '/sale');
  const name = uniqueName('E2E Konflikt');
  await createOffer(page, { name, original: '100', sale: '90' });
  await expectAllSynced(page);

  const other = await browser.newContext();
  const tablet = await other.newPage();
  try {
    await signInAsStaff(tablet, '/sale');

    // Round 1: the other device's edit wins ('Server-Version übernehmen').
    await context.setOffline(true);
    await editOffer(page, name, { sale: '70' });
    await tablet.reload();
    await editOffer(tablet, name, { sale: '60' });
    await expectAllSynced(tablet);
    await context.setOffline(false);
    await expect(syncStatus(page)).toHaveAccessibleName('Synchronisierungsstatus: 1 Problem', { timeout: 30_000 });
    await syncStatus(page).click();
    const panel = page.getByTestId('sync-panel');
    await panel.getByTestId('sync-conflict').getByRole('button', { name: 'Server-Version übernehmen' }).click();
    await expectAllSynced(page);
    await page.keyboard.press('Escape');
    await expect(offerCard(page, name).getByTestId('offer-sale-price')).toContainText('60,00');
    expect((await serverOffer(name)).sale_price).toBe(60);

    // Round 2: this device's edit wins ('Meine Änderung behalten').
    await context.setOffline(true);
    await editOffer(page, name, { sale: '50' });
    await tablet.reload();
    await editOffer(tablet, name, { sale: '40' });
    await expectAllSynced(tablet);
    await context.setOffline(false);
    await expect(syncStatus(page)).toHaveAccessibleName('Synchronisierungsstatus: 1 Problem', { timeout: 30_000 });
    await syncStatus(page).click();
    await panel.getByTestId('sync-conflict').getByRole('button', { name: 'Meine Änderung behalten' }).click();
    await expectAllSynced(page);
    await expect.poll(async () => (await serverOffer(name)).sale_price, { timeout: 20_000 }).toBe(50);
  } finally {
    await other.close();
  }
});

test.describe('flaky network', () => {
  let proxy: FlakyProxy;
  let server: Server;
  let origin: string;

  test.beforeAll(async () => {
    proxy = await startFlakyProxy(backend.url());
    server = createStaticServer({
      root: OUT_DIR,
      backendOrigins: [new URL(proxy.url).origin],
      backend: { url: proxy.url, anonKey: backend.anonKey() },
    });
    origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
  });

  test.afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await proxy.close();
  });

  test('requests dropped or answered into the void during replay: every edit lands exactly once, in order', async ({ page, context }) => {
    test.setTimeout(180_000);
    await signInAsStaff(page, `${origin}/sale`);
    const [a, b, c] = await threeOffers(page, 'E2E Funkloch');
    const before = { a: await serverOffer(a), b: await serverOffer(b) };

    await context.setOffline(true);
    const created = uniqueName('E2E Funkloch Neu');
    const renamed = `${created} (umbenannt)`;
    await createOffer(page, { name: created, original: '500', sale: '400' }, [await pngFile('funk.png', { r: 90, g: 60, b: 160 })]);
    // Depends on the create: out of order it could not apply.
    await editOffer(page, created, { name: renamed, sale: '350' });
    await editOffer(page, a, { sale: '11' });
    await moveOfferUp(page, b);
    await deleteOffer(page, c);

    proxy.setFlaky(true);
    await context.setOffline(false);
    await expectAllSynced(page, 120_000);
    expect(proxy.failures.dropped + proxy.failures.lostAnswers).toBeGreaterThan(0);

    expect(await serverOffersNamed(created)).toHaveLength(0);
    const [renamedOffer] = await serverOffersNamed(renamed);
    expect(await serverOffersNamed(renamed)).toHaveLength(1);
    expect(renamedOffer!.sale_price).toBe(350);
    expect(renamedOffer!.images).toHaveLength(1);
    proxy.setFlaky(false);
    await expectStoredImage(renamedOffer!.images[0]!);
    expect((await serverOffer(a)).sale_price).toBe(11);
    expect((await serverOffer(b)).display_order).toBe(before.a.display_order);
    expect((await serverOffer(a)).display_order).toBe(before.b.display_order);
    expect(await serverOffersNamed(c)).toHaveLength(0);
  });
});
