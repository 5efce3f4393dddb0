import { expect, test } from './support/fixtures';
import { holdBack, setOffline } from './support/network';
import { createOffer, editOffer, expectAllSynced, serverOffer, syncStatus } from './support/offerUi';
import { allRoutes } from './support/routes';
import { backend, clickOnceOpens, createUser, LOGIN_LABEL, openLoginDialog, signInAsStaff, signInThroughDialog, STAFF, uniqueName } from './support/staff';
import { staffCodeLoaded } from './support/staffCode';
import { authText } from '../../src/content/auth';
import { authFailureText } from '../../src/content/authFailures';
import { AUTH_TIMEOUT_MS } from '../../src/data/auth/authFailure';
import { SIGN_OUT_TIMEOUT_MS } from '../../src/data/auth/signOut';
import { pressEscapeIn } from './support/page-helpers';

test.describe('login control', () => {
  test('appears only on /sale and on /galerie paths', async ({ page }) => {
    for (const path of allRoutes) {
      await page.goto(path);
      const shown = path === '/sale' || path.includes('/galerie');
      await expect(page.getByRole('button', { name: LOGIN_LABEL }), path).toHaveCount(shown ? 1 : 0);
    }
  });

  test('the dialog holds an e-mail and a password field only: no providers, no links', async ({ page }) => {
    await page.goto('/sale');
    const dialog = await openLoginDialog(page);
    await expect(dialog.getByLabel('Email address')).toBeFocused();
    await expect(dialog.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Your Password')).toHaveAttribute('type', 'password');
    await expect(dialog.locator('input')).toHaveCount(2);
    await expect(dialog.getByRole('link')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveCount(2);
    await pressEscapeIn(dialog);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: LOGIN_LABEL })).toBeFocused();
  });

  test('the login button shows it is busy while the dialog (the interactive layer) loads, then the dialog opens with the address typed meanwhile', async ({ page }) => {
    const release = await holdBack(page, /\/assets\/LoginDialog-[^/]+\.js$/);
    await page.goto('/sale');
    const button = page.getByRole('button', { name: LOGIN_LABEL });
    // The placeholder (aria-disabled) gives way to the control once the page's code runs.
    await expect(button).not.toHaveAttribute('aria-disabled');
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Typed at once, before the dialog is there: the keys would go to the button behind.
    await page.keyboard.type(STAFF.email);
    release();
    const dialog = page.getByRole('dialog', { name: LOGIN_LABEL });
    await expect(dialog).toBeVisible();
    // The button is behind the modal now (hidden from the accessibility tree): found by its state.
    await expect(page.locator('button[aria-busy]')).toHaveCount(0);
    await expect(dialog.getByLabel('Email address')).toBeFocused();
    await expect(dialog.getByLabel('Email address')).toHaveValue(STAFF.email);
  });

  test("a sign-in that reaches no server says so in German, one the server never answers stops waiting after 20 s, and a late answer still signs in", async ({ page }) => {
    let hang = false;
    let held: (() => void) | null = null;
    await page.route('**/auth/v1/token**', async (route) => {
      if (!hang) return route.abort('connectionrefused');
      await new Promise<void>((resolve) => (held = resolve));
      await route.continue();
    });
    await page.clock.install();
    await page.goto('/sale');
    const dialog = await openLoginDialog(page);
    await dialog.getByLabel('Email address').fill(STAFF.email);
    await dialog.getByLabel('Your Password').fill(STAFF.password);
    const signIn = dialog.getByRole('button', { name: 'Sign in' });
    await signIn.click();
    await expect(dialog.getByRole('alert')).toHaveText(authFailureText.unreachable);

    hang = true;
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('button', { name: 'Signing in ...' })).toBeVisible();
    await expect.poll(() => held !== null).toBe(true);
    await page.clock.fastForward(AUTH_TIMEOUT_MS);
    await expect(dialog.getByRole('alert')).toHaveText(authFailureText.noAnswer);
    await expect(signIn).toBeEnabled();
    // The answer that comes after all signs in: the dialog closes, as SPEC.md's SIGNED_IN says.
    held!();
    // 10 s, as for every sign-in through the dialog here: in a full run the dialog closed only as the
    // default 5 s ran out (0.1-0.6 s after the answer in 8 repeats beside two busy loops).
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: /Logout/ })).toBeVisible();
  });

  test('a wrong password shows the server message in a danger box under the form, and the focus is back on Sign in', async ({ page }) => {
    await page.goto('/galerie');
    const dialog = await openLoginDialog(page);
    await dialog.getByLabel('Email address').fill(STAFF.email);
    await dialog.getByLabel('Your Password').fill('not-the-password');
    // The form's labels are the auth form's English defaults (SPEC.md); the dialog's own close button is German like every dialog's.
    await expect(dialog.getByRole('button', { name: 'Schließen', exact: true })).toBeVisible();
    // Pressed by keyboard, with the answer held: the button is disabled while it signs in, and
    // Chromium drops the focus of a control that gets disabled to the page behind the dialog.
    const release = await holdBack(page, /\/auth\/v1\/token/);
    const submit = dialog.locator('button[type="submit"]');
    await dialog.getByRole('button', { name: 'Sign in' }).press('Enter');
    await expect(submit).toBeDisabled();
    await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
    release();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    // The keyboard user is back where they pressed, inside the dialog.
    await expect(dialog.getByRole('button', { name: 'Sign in' })).toBeFocused();
  });

  test('empty fields are refused before anything is sent', async ({ page }) => {
    await page.goto('/sale');
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You must provide either an email or phone number and a password');
  });

  test('staff sign in, stay signed in after a reload, and log out with a toast', async ({ page }) => {
    await page.goto('/sale');
    await signInThroughDialog(page, STAFF.email, STAFF.password);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 10_000 });
    // By keyboard: the focus stays on the button, which becomes the login (it fell to the page's start).
    await page.getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Logged out successfully' })).toBeVisible();
    await expect(page.getByRole('button', { name: LOGIN_LABEL })).toBeVisible();
    await expect(page.getByRole('button', { name: LOGIN_LABEL })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('button', { name: LOGIN_LABEL })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('in the mobile menu: Login opens the dialog, Logout goes to the home page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sale');
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await clickOnceOpens(page.getByRole('button', { name: 'Menü öffnen' }), menu);
    await menu.getByRole('button', { name: LOGIN_LABEL }).click();
    await expect(menu).toBeHidden();
    const dialog = page.getByRole('dialog', { name: LOGIN_LABEL });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email address').fill(STAFF.email);
    await dialog.getByLabel('Your Password').fill(STAFF.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    // Staff see their sync status in the menu too; it unfolds in place.
    const status = menu.getByRole('button', { name: /^Synchronisierungsstatus/ });
    await expect(status).toHaveAttribute('aria-expanded', 'false');
    await status.click();
    await expect(status).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByTestId('sync-panel')).toBeVisible();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'Logged out successfully' })).toBeVisible();
  });

  test('a sign-out the server never answers ends after its 10 s on this device, as one that cannot reach it: the tablet does not stay signed in', async ({ page }) => {
    await signInAsStaff(page);
    await page.route('**/auth/v1/logout**', () => undefined);
    await page.clock.install();
    const asked = page.waitForRequest('**/auth/v1/logout**');
    await page.getByRole('button', { name: 'Logout' }).click();
    await asked;
    await page.clock.fastForward(SIGN_OUT_TIMEOUT_MS);
    const toast = page.getByTestId('toast').filter({ hasText: authText.loggedOut });
    await expect(toast).toContainText(authText.loggedOutOnlyHere);
    await expect(page.getByRole('button', { name: LOGIN_LABEL })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('wichtrey-signed-in'))).toBeNull();
    // Loaded again, the page finds no session on the device.
    await page.goto('/sale');
    await expect(page.getByRole('button', { name: LOGIN_LABEL })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neues Angebot erstellen' })).toHaveCount(0);
  });

  test('offline with an edit waiting: Logout asks first, then signs out on this device and says the server did not confirm; the edit goes out at the next sign-in', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 820, height: 1180 });
    await signInAsStaff(page);
    // This page has no service worker: offline, only code it has loaded can edit.
    await staffCodeLoaded(page);
    await setOffline(context, true);
    const name = uniqueName('E2E Abmeldehocker');
    await createOffer(page, { name, original: '80', sale: '60' });
    await expect(syncStatus(page)).toHaveAccessibleName('Synchronisierungsstatus: 1 Änderung wartet');

    const logout = page.getByRole('button', { name: 'Logout' });
    await logout.click();
    const question = page.getByRole('alertdialog', { name: 'Abmelden, obwohl Änderungen warten?' });
    await expect(question).toContainText('Eine Änderung ist noch nicht auf dem Server. Sie bleibt auf diesem Gerät und wird gesendet, sobald Sie sich hier wieder anmelden.');
    await expect(question.getByRole('button', { name: 'Angemeldet bleiben' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(logout).toBeVisible();
    await expect(logout).toBeFocused();

    // On a phone, from the menu: the question's two buttons stand inside it (side by side they did not fit).
    await page.setViewportSize({ width: 390, height: 844 });
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await clickOnceOpens(page.getByRole('button', { name: 'Menü öffnen' }), menu);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(question).toBeVisible();
    const content = (await question.boundingBox())!;
    for (const label of ['Angemeldet bleiben', 'Trotzdem abmelden']) {
      const button = (await question.getByRole('button', { name: label }).boundingBox())!;
      expect(button.x, label).toBeGreaterThanOrEqual(content.x);
      expect(button.x + button.width, label).toBeLessThanOrEqual(content.x + content.width);
    }
    await question.getByRole('button', { name: 'Trotzdem abmelden' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Logged out successfully' });
    await expect(toast).toContainText('Der Server hat die Abmeldung nicht bestätigt; auf diesem Gerät sind Sie abgemeldet.');
    await expect(page).toHaveURL(/\/$/);
    // The session is gone from the device (the sign-in marker follows its tokens).
    expect(await page.evaluate(() => localStorage.getItem('wichtrey-signed-in'))).toBeNull();

    // Back on /sale (still on the phone: the bar's control, which hosts the notice, is hidden there).
    await setOffline(context, false);
    await page.goto('/sale');
    await expect(page.getByTestId('sign-in-again')).toBeVisible();
    await expect(page.getByTestId('sign-in-again')).toContainText('Sie sind nicht mehr angemeldet. Eine Änderung wartet auf diesem Gerät');
    // Meanwhile whoever uses this device sees the offer as staff left it, and that the website does not show it yet.
    const card = page.getByTestId('offer-card').filter({ hasText: name });
    await expect(card.getByTestId('unpublished-mark')).toHaveText('Noch nicht veröffentlicht');
    await page.reload();
    await expect(card.getByTestId('unpublished-mark')).toHaveText('Noch nicht veröffentlicht');
    await expect(page.getByTestId('unpublished-mark')).toHaveCount(1);
    await page.getByTestId('sign-in-again').getByRole('button', { name: 'Erneut anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: LOGIN_LABEL });
    await dialog.getByLabel('Email address').fill(STAFF.email);
    await dialog.getByLabel('Your Password').fill(STAFF.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expectAllSynced(page);
    await expect.poll(async () => (await serverOffer(name)).name, { timeout: 20_000 }).toBe(name);
    await expect(card.getByTestId('unpublished-mark')).toHaveCount(0);

    // The last edit reaches the server while the question is open: it then says so (it said '0 Änderungen').
    await page.setViewportSize({ width: 820, height: 1180 });
    await setOffline(context, true);
    const renamed = `${name} (geändert)`;
    await editOffer(page, name, { name: renamed });
    await logout.click();
    await expect(question).toBeVisible();
    await setOffline(context, false);
    const nothingWaits = page.getByRole('alertdialog', { name: 'Abmelden?' });
    await expect(nothingWaits).toContainText('Inzwischen sind alle Änderungen auf dem Server.', { timeout: 20_000 });
    await expect.poll(async () => (await serverOffer(renamed)).name, { timeout: 20_000 }).toBe(renamed);
    await nothingWaits.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Logged out successfully' })).toBeVisible();
    await expect(page.getByRole('button', { name: LOGIN_LABEL })).toBeVisible();
    // Everything sent: a visitor's offers have no mark.
    await page.goto('/sale');
    await expect(page.getByTestId('offer-card').filter({ hasText: renamed })).toBeVisible();
    await expect(page.getByTestId('unpublished-mark')).toHaveCount(0);
  });

  test('a password-recovery link opens the dialog to set a new password, which then signs in', async ({ page, baseURL }) => {
    const email = `vergessen-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    await createUser({ email, password: 'altes-passwort-1' });
    await page.goto(await recoveryLink(email, `${baseURL}/sale`));
    const dialog = page.getByRole('dialog', { name: 'Update password' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByLabel('New password')).toHaveAttribute('type', 'password');
    await dialog.getByLabel('New password').fill('neues-passwort-2');
    await dialog.getByRole('button', { name: 'Update password' }).click();
    const signIn = page.getByRole('dialog', { name: LOGIN_LABEL });
    await expect(signIn.getByRole('status')).toHaveText('Your password has been updated');
    // The focus is not lost with the view it was in: it is in the sign-in view's first field.
    await expect(signIn.getByLabel('Email address')).toBeFocused();
    await pressEscapeIn(signIn);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: LOGIN_LABEL })).toBeVisible();
    await signInThroughDialog(page, email, 'neues-passwort-2');
  });

  test('a new password the server never takes in ends the wait after 20 s with a German message, and the dialog stays to try again', async ({ page, baseURL }) => {
    const email = `vergessen-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    await createUser({ email, password: 'altes-passwort-1' });
    await page.route('**/auth/v1/user', (route) => (route.request().method() === 'PUT' ? undefined : route.fallback()));
    await page.goto(await recoveryLink(email, `${baseURL}/sale`));
    const dialog = page.getByRole('dialog', { name: 'Update password' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await page.clock.install();
    await dialog.getByLabel('New password').fill('neues-passwort-2');
    const asked = page.waitForRequest((request) => request.url().endsWith('/auth/v1/user') && request.method() === 'PUT');
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await asked;
    await page.clock.fastForward(AUTH_TIMEOUT_MS);
    await expect(dialog.getByRole('alert')).toHaveText(authFailureText.noAnswer);
    await expect(dialog.getByRole('button', { name: 'Update password' })).toBeEnabled();
    await expect(dialog.getByLabel('New password')).toHaveValue('neues-passwort-2');
  });

  test('a recovery link that lands on the home page (a project whose Site URL is /) goes on to /sale and opens the dialog', async ({ page, baseURL }) => {
    const email = `vergessen-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    await createUser({ email, password: 'altes-passwort-1' });
    await page.goto(await recoveryLink(email, `${baseURL}/`));
    await expect(page.getByRole('dialog', { name: 'Update password' })).toBeVisible({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/sale');
  });
});

/** Asks the backend for a password-recovery mail to `email` and returns the link in it. */
async function recoveryLink(email: string, redirectTo: string): Promise<string> {
  const recover = await fetch(`${backend.url()}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(recover.ok).toBe(true);
  const mails = (await (await fetch(`${backend.url()}/auth/v1/_local/mails`, { headers: { apikey: backend.serviceRoleKey(), Authorization: `Bearer ${backend.serviceRoleKey()}` } })).json()) as { to: string; link?: string }[];
  const link = mails.filter((mail) => mail.to === email).at(-1)?.link;
  expect(link).toBeTruthy();
  return link!;
}
