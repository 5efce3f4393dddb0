import { expect, test, type Page } from './support/fixtures';
import { setOffline, waitForServiceWorker } from './support/network';
import { expectStoredImage, serverOffer, serviceWrite } from './support/offerUi';
import { accessToken, backend, pngFile, signInAsStaff, STAFF, uniqueName } from './support/staff';

// The share target ('Teilen → Wichtrey'): the service worker takes the POST, so it must run.
test.use({ serviceWorkers: 'allow' });

/**
 * Shares files to the site as a photo app does: a POST navigation to the manifest's share target
 * with the files as multipart form data (a form in the page, submitted).
 */
async function shareImages(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref!)).json()) as {
    share_target: { action: string; method: string; enctype: string; params: { files: { name: string; accept: string[] }[] } };
  };
  const target = manifest.share_target;
  await page.evaluate(
    ({ target, files }) => {
      const form = document.createElement('form');
      form.method = target.method;
      form.action = target.action;
      form.enctype = target.enctype;
      const input = document.createElement('input');
      input.type = 'file';
      input.name = target.params.files[0]!.name;
      input.multiple = true;
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }));
      input.files = transfer.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    },
    { target, files: files.map((file) => ({ name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] })) },
  );
  await page.waitForURL((url) => url.pathname === target.action);
}

async function sharedFilesOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('wichtrey-shared');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('images')) return resolve(0);
          const count = db.transaction('images').objectStore('images').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

async function createAlbumOnServer(title: string): Promise<string> {
  const token = await accessToken(STAFF.email, STAFF.password);
  const response = await fetch(`${backend.url()}/rest/v1/albums?select=id`, {
    method: 'POST',
    headers: { apikey: backend.anonKey(), Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=representation' },
    body: JSON.stringify({ title, description: null }),
  });
  if (!response.ok) throw new Error(`creating album failed: ${response.status} ${await response.text()}`);
  const [row] = (await response.json()) as { id: string }[];
  return row!.id;
}

test('the manifest declares a share target for images (POST, multipart)', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as Record<string, unknown>;
  expect(manifest.share_target).toEqual({
    action: '/geteilt',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { files: [{ name: 'images', accept: ['image/*'] }] },
  });
});

test('staff share a photo, choose an album on "Geteilte Bilder" and find it there and on the server', async ({ page, request }) => {
  const olderTitle = uniqueName('Geteilt älter');
  const olderId = await createAlbumOnServer(olderTitle);
  const newerTitle = uniqueName('Geteilt neuer');
  await createAlbumOnServer(newerTitle);

  await signInAsStaff(page, '/galerie');
  await waitForServiceWorker(page);
  await shareImages(page, [await pngFile('geteilt.png', { r: 40, g: 120, b: 200 }, { width: 320, height: 240 })]);

  await expect(page.getByRole('heading', { level: 1, name: 'Geteilte Bilder' })).toBeVisible();
  await expect(page.getByTestId('shared-image')).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'geteilt.png' })).toBeVisible();
  await expect(page.getByTestId('shared-files-skipped')).toHaveCount(0);
  const albumSelect = page.getByLabel('Album', { exact: true });
  // Every album (more than a gallery page holds), newest first, then 'Neues Album'.
  const albumCount = ((await (await fetch(`${backend.url()}/rest/v1/albums?select=id`, { headers: { apikey: backend.anonKey() } })).json()) as unknown[]).length;
  expect(albumCount).toBeGreaterThan(9);
  await expect(albumSelect.locator('option')).toHaveCount(albumCount + 1);
  const titles = await albumSelect.locator('option').allTextContents();
  expect(titles.indexOf(newerTitle)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(newerTitle)).toBeLessThan(titles.indexOf(olderTitle));
  expect(titles.at(-1)).toBe('Neues Album');
  await albumSelect.selectOption({ label: olderTitle });
  await page.getByRole('button', { name: 'Zum Album hinzufügen' }).click();

  await page.waitForURL(`**/galerie/${olderId}`);
  await expect(page.getByRole('heading', { level: 1, name: olderTitle })).toBeVisible();
  await expect(page.getByTestId('image-tile')).toHaveCount(1);
  await expect(page.getByTestId('toast').filter({ hasText: '1 Bild erfolgreich hochgeladen' })).toBeVisible({ timeout: 20_000 });

  const rest = (path: string) => request.get(`${backend.url()}/rest/v1/${path}`, { headers: { apikey: backend.anonKey() } });
  await expect.poll(async () => ((await (await rest(`gallery_images?album_id=eq.${olderId}&select=image_url`)).json()) as unknown[]).length, { timeout: 20_000 }).toBe(1);
  const [row] = (await (await rest(`gallery_images?album_id=eq.${olderId}&select=image_url`)).json()) as { image_url: string }[];
  expect((await request.get(row!.image_url)).status()).toBe(200);
  // Used, so gone from the device.
  expect(await sharedFilesOnDevice(page)).toBe(0);
});

test('offline, staff put a shared photo into a new album; it reaches the server once back online', async ({ page, context, request }) => {
  // A device that never loaded the gallery: offline, it knows no album.
  await signInAsStaff(page, '/sale');
  await waitForServiceWorker(page);
  // Opened once online (as after installing): the page and the staff code are on the device.
  await page.goto('/geteilt');
  await expect(page.getByTestId('no-shared-images')).toBeVisible();
  await setOffline(context, true);
  await shareImages(page, [await pngFile('offline.png', { r: 90, g: 160, b: 90 })]);
  await expect(page.getByTestId('shared-image')).toHaveCount(1);
  const title = uniqueName('Geteilt offline');
  // Only 'Neues Album' is offered, and the page says why (so that no one makes a second album of one the server has).
  const albumChoice = page.getByLabel('Album', { exact: true });
  await expect(albumChoice).toHaveAccessibleDescription('Noch keine Alben auf diesem Gerät. Die Alben der Galerie erscheinen hier, sobald das Gerät wieder online ist.');
  await expect(albumChoice.getByRole('option')).toHaveText(['Neues Album']);
  await albumChoice.selectOption({ label: 'Neues Album' });
  // Without a title the field says so, with the focus in it; nothing is placed.
  await page.getByRole('button', { name: 'Zum Album hinzufügen' }).click();
  const titleField = page.getByLabel('Titel des neuen Albums');
  await expect(titleField).toBeFocused();
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');
  await expect(titleField).toHaveAccessibleDescription('Bitte geben Sie einen Titel ein.');
  await expect(page.getByTestId('shared-image')).toHaveCount(1);
  await titleField.fill(title);
  await page.getByRole('button', { name: 'Zum Album hinzufügen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('image-tile')).toHaveCount(1);

  await setOffline(context, false);
  const rest = async (path: string) => (await request.get(`${backend.url()}/rest/v1/${path}`, { headers: { apikey: backend.anonKey() } })).json();
  await expect
    .poll(async () => {
      const [album] = (await rest(`albums?title=eq.${encodeURIComponent(title)}&select=id`)) as { id: string }[];
      return album ? ((await rest(`gallery_images?album_id=eq.${album.id}&select=id`)) as unknown[]).length : -1;
    }, { timeout: 30_000 })
    .toBe(1);
});

test('staff attach a shared photo to an offer; the card shows it and the server has it', async ({ page }) => {
  const name = uniqueName('Geteilt Angebot');
  await serviceWrite('offers', 'POST', { name, original_price: 300, sale_price: 240, discount: 20, images: [] });

  await signInAsStaff(page, '/sale');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  // A note shared beside the photo is not kept, and the page says so.
  await shareImages(page, [
    await pngFile('angebot.png', { r: 160, g: 60, b: 120 }, { width: 300, height: 200 }),
    { name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('Maße: 2,40 m') },
  ]);
  await expect(page.getByTestId('shared-image')).toHaveCount(1);
  await expect(page.getByTestId('shared-files-skipped')).toHaveText('Eine geteilte Datei war kein Bild und wurde nicht übernommen.');
  await page.getByLabel('Angebot', { exact: true }).selectOption({ label: name });
  await page.getByRole('button', { name: 'Zum Angebot hinzufügen' }).click();

  // Back on /sale: the offer shows the photo, and once sent the server's row names a stored image.
  await page.waitForURL('**/sale');
  const card = page.getByTestId('offer-card').filter({ has: page.getByRole('heading', { level: 2, name }) });
  await expect(card.getByRole('img', { name: new RegExp(`^${name}`) })).toHaveCount(1);
  await expect.poll(async () => (await serverOffer(name)).images.length, { timeout: 20_000 }).toBe(1);
  await expectStoredImage((await serverOffer(name)).images[0]!);
  expect(await sharedFilesOnDevice(page)).toBe(0);
});

test('a visitor who shares is told that sharing is for staff, and the files are dropped', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await shareImages(page, [await pngFile('fremd.png', { r: 200, g: 80, b: 40 })]);
  await expect(page.getByRole('heading', { level: 1, name: 'Geteilte Bilder' })).toBeVisible();
  await expect(page.getByTestId('share-staff-only')).toContainText('nur für angemeldete Mitarbeiterinnen und Mitarbeiter');
  await expect(page.getByRole('button', { name: 'Zum Album hinzufügen' })).toHaveCount(0);
  await expect.poll(() => sharedFilesOnDevice(page)).toBe(0);
});
