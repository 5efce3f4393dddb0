import { expect, test } from './support/fixtures';
import { createOffer, editOffer, expectAllSynced, offerCard, serverOffer, syncStatus } from './support/offerUi';
import { accessToken, backend, createUser, signInThroughDialog, uniqueName } from './support/staff';
import { setOffline, waitForServiceWorker } from './support/network';
import { staffCodeCached } from './support/staffCode';

// This file's pages run with their service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const SESSION_KEY = 'wichtrey-auth-token';

test('an expired session offline keeps the queue; a refused refresh asks to sign in again, and the edit goes out after it', async ({ page, context }) => {
  test.setTimeout(120_000);
  // A staff member of their own: signing them out everywhere must not touch other tests' sessions.
  const staff = { email: `${uniqueName('ablauf').replace(/\W+/g, '-')}@example.com`, password: 'ein-langes-passwort' };
  await createUser({ ...staff, role: 'staff' });
  await page.goto('/sale');
  await signInThroughDialog(page, staff.email, staff.password);
  const name = uniqueName('E2E Ablauf');
  await createOffer(page, { name, original: '120', sale: '100' });
  await expectAllSynced(page);
  await waitForServiceWorker(page);
  // The staff code in the worker's cache first, as a tablet has it after its first minutes online.
  await staffCodeCached(page);

  await setOffline(context, true);
  await editOffer(page, name, { sale: '33' });
  await expect(syncStatus(page)).toHaveAccessibleName('Synchronisierungsstatus: 1 Änderung wartet');

  // The access token runs out while the tablet is offline; a reload still shows staff and the queue.
  // The session lives in IndexedDB (src/data/auth/sessionStorage.ts: database wichtrey-auth).
  await page.evaluate(async (key) => {
    const done = <T,>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const db = await done(indexedDB.open('wichtrey-auth'));
    const store = () => db.transaction('keyval', 'readwrite').objectStore('keyval');
    const session = JSON.parse((await done(store().get(key))) as string) as { expires_at?: number };
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    await done(store().put(JSON.stringify(session), key));
    db.close();
  }, SESSION_KEY);
  await page.reload();
  await expect(offerCard(page, name).getByTestId('offer-sale-price')).toContainText('33,00');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(syncStatus(page)).toHaveAccessibleName('Synchronisierungsstatus: 1 Änderung wartet');

  // Meanwhile the account was signed out everywhere: back online, the refresh is refused.
  const token = await accessToken(staff.email, staff.password);
  const logout = await fetch(`${backend.url()}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: backend.anonKey(), Authorization: `Bearer ${token}` },
  });
  expect(logout.status).toBe(204);
  await setOffline(context, false);
  const notice = page.getByTestId('sign-in-again');
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText('Eine Änderung wartet');
  expect((await serverOffer(name)).sale_price).toBe(100);

  await notice.getByRole('button', { name: 'Erneut anmelden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wichtrey Login' });
  await dialog.getByLabel('Email address').fill(staff.email);
  await dialog.getByLabel('Your Password').fill(staff.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expectAllSynced(page);
  await expect(notice).toHaveCount(0);
  await expect.poll(async () => (await serverOffer(name)).sale_price, { timeout: 20_000 }).toBe(33);
});
