import { expect, test } from './support/fixtures';
import { createOffer, editOffer, expectAllSynced, serverOffer, serverOffersNamed } from './support/offerUi';
import { signInAsStaff, uniqueName } from './support/staff';
import { setOffline, waitForServiceWorker } from './support/network';
import { OUTBOX_SYNC_TAG, STAFF_WORKER_QUERY } from '../../src/lib/serviceWorkerProtocol';

// The staff worker is the subject here (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Registration {
  registrationId: string;
  scopeURL: string;
}
interface Version {
  registrationId: string;
  scriptURL: string;
  status: string;
}

test('an edit saved offline reaches the server on a Background Sync event with every page of the site closed', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL!).origin;
  await signInAsStaff(page, '/sale');
  await waitForServiceWorker(page);
  const name = uniqueName('E2E Hintergrund');
  await createOffer(page, { name, original: '200', sale: '150' });
  await expectAllSynced(page);

  // Offline: the edit is kept on the device only.
  await setOffline(context, true);
  const renamed = `${name} (im Hintergrund gesendet)`;
  await editOffer(page, name, { name: renamed }, { successToast: false });
  await expect(page.getByTestId('toast').filter({ hasText: 'Auf diesem Gerät gespeichert' }).first()).toBeVisible();
  expect((await serverOffer(name)).name).toBe(name);

  // The DevTools session lives on a page outside the site, which is no client of the worker.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations: Registration[] = [];
  const versions: Version[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }: { registrations: Registration[] }) => registrations.push(...updated));
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }: { versions: Version[] }) => versions.push(...updated));
  await cdp.send('ServiceWorker.enable');

  await page.close();
  await setOffline(context, false);
  // Every page of the site is closed now; the staff worker is the active one.
  await expect
    .poll(() => versions.some((version) => version.status === 'activated' && new URL(version.scriptURL).searchParams.has(STAFF_WORKER_QUERY)), { timeout: 15_000 })
    .toBe(true);
  const registration = registrations.find((candidate) => candidate.scopeURL === `${origin}/`);
  expect(registration, 'the site has a service worker registration').toBeDefined();
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: registration!.registrationId, tag: OUTBOX_SYNC_TAG, lastChance: false });

  await expect.poll(async () => (await serverOffersNamed(renamed)).length, { timeout: 30_000 }).toBe(1);
  // Exactly once: the old name is gone, the new one is there once.
  expect(await serverOffersNamed(name)).toHaveLength(0);
});
