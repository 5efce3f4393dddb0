import { expect, test } from '@playwright/test';
import { allRoutes } from './support/routes';
import { clickUntilVisible, LOGIN_LABEL, openLoginDialog, signInAsStaff, STAFF } from './support/staff';

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
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: LOGIN_LABEL })).toBeFocused();
  });

  test('a wrong password shows the server message in a danger box under the form', async ({ page }) => {
    await page.goto('/galerie');
    const dialog = await openLoginDialog(page);
    await dialog.getByLabel('Email address').fill(STAFF.email);
    await dialog.getByLabel('Your Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid login credentials');
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('empty fields are refused before anything is sent', async ({ page }) => {
    await page.goto('/sale');
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You must provide either an email or phone number and a password');
  });

  test('staff sign in, stay signed in after a reload, and log out with a toast', async ({ page }) => {
    await signInAsStaff(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Logged out successfully' })).toBeVisible();
    await expect(page.getByRole('button', { name: LOGIN_LABEL })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: LOGIN_LABEL })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('in the mobile menu: Login opens the dialog, Logout goes to the home page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sale');
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await clickUntilVisible(page.getByRole('button', { name: 'Menü öffnen' }), menu);
    await menu.getByRole('button', { name: LOGIN_LABEL }).click();
    await expect(menu).toBeHidden();
    const dialog = page.getByRole('dialog', { name: LOGIN_LABEL });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email address').fill(STAFF.email);
    await dialog.getByLabel('Your Password').fill(STAFF.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'Logged out successfully' })).toBeVisible();
  });
});
