import { expect, test } from './support/fixtures';
import { serviceWrite } from './support/offerUi';
import { backend, clickUntilVisible, uniqueName } from './support/staff';

for (const width of [390, 820, 1440]) {
  test(`shots ${width}`, async ({ page }) => {
    const name = uniqueName('E2E Ecksofa Lindholm mit Schlaffunktion, Bettkasten und Longchair');
    const missing = (bucket: string, file: string) => `${backend.url()}/storage/v1/object/public/${bucket}/${file}`;
    await serviceWrite('offers', 'POST', { name, original_price: 2400, sale_price: 1800, discount: 25, images: [missing('offer-images', 'a.jpg'), missing('offer-images', 'b.jpg')] });
    await page.setViewportSize({ width, height: 900 });
    await page.route('**/storage/v1/render/image/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/sale');
    const card = page.getByRole('article', { name, exact: true });
    await card.scrollIntoViewIfNeeded({ timeout: 15000 });
    await expect(card.getByTestId('image-unavailable-title').first()).toBeVisible();
    await card.screenshot({ path: `/tmp/shots/card-${width}.png` });
    const title = uniqueName('E2E Detail der Ziernaht am Armlehnenabschluss, von links gesehen');
    const [album] = (await serviceWrite('albums', 'POST', { title: uniqueName('E2E Album') })) as { id: string }[];
    await serviceWrite('gallery_images', 'POST', [
      { album_id: album!.id, image_url: missing('gallery', 'a.jpg'), title, order_index: 0 },
      { album_id: album!.id, image_url: missing('gallery', 'b.jpg'), title: 'Zweites Bild', order_index: 1 },
    ]);
    await page.goto(`/galerie/${album!.id}`);
    await clickUntilVisible(page.getByRole('button', { name: `${title} vergrößert anzeigen` }), page.getByTestId('lightbox'));
    await expect(page.getByTestId('image-unavailable-title').last()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/lightbox-${width}.png` });
  });
}
