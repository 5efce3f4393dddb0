import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { AUTH_STORAGE_KEY } from '../../../src/data/auth/hasStoredSession';
import { appRunning } from './page-helpers';

/** The demo staff account of the local backend (supabase/local/keys.ts). */
export const STAFF = { email: 'staff@example.com', password: 'wichtrey-demo-staff' } as const;

export const LOGIN_LABEL = 'Wichtrey Login';

function env(name: 'E2E_SUPABASE_URL' | 'E2E_ANON_KEY' | 'E2E_SERVICE_ROLE_KEY'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through playwright.config.ts (its global setup sets it)`);
  return value;
}

export const backend = {
  url: () => env('E2E_SUPABASE_URL'),
  anonKey: () => env('E2E_ANON_KEY'),
  serviceRoleKey: () => env('E2E_SERVICE_ROLE_KEY'),
};

/** A name no other test (or run) uses, so parallel tests never step on each other's rows. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * One click, as a visitor makes it, on a control the early script keeps clicks for (marked
 * data-early-click: one that lands before the app runs is repeated once it does), then `opened`
 * shows. Clicking again until it shows could turn a late first click's effect back (a toggle) or
 * open it twice.
 */
export async function clickOnceOpens(target: Locator, opened: Locator) {
  await target.page().waitForFunction(() => Array.isArray(window.__earlyClicks));
  await target.click();
  await expect(opened).toBeVisible({ timeout: 15_000 });
}

/** Opens the login dialog from the navigation bar (the page must show the login control). */
export async function openLoginDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: LOGIN_LABEL });
  // The login control keeps no early click (before the app knows the session it might be 'Logout'): it is clicked once the app runs.
  await appRunning(page);
  await page.getByRole('button', { name: LOGIN_LABEL }).click();
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

/** Signs in through the login dialog on the current page and waits until the control says 'Logout'. */
export async function signInThroughDialog(page: Page, email: string, password: string) {
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Your Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toBeHidden();
}

/**
 * Opens `path` (default /sale) signed in as the demo staff member. The session comes straight from
 * the auth API into the page's storage, where supabase-js keeps it: the login dialog itself is
 * tested in auth.spec.ts, and going through it costs every staff test seconds.
 */
export async function signInAsStaff(page: Page, path = '/sale') {
  // A file of the page's origin that runs no app: the storage is the origin's, the app reads it on load.
  await page.goto(new URL('/robots.txt', new URL(path, process.env.E2E_BASE_URL)).href);
  await storeStaffSession(page);
  await page.goto(path);
  // Readiness, not speed: on a loaded machine the app's start and the staff worker's precache (about
  // a hundred files from this worker's one server) took the staff bar past 10 s twice in a run.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 20_000 });
}

/** The demo staff member's session, stored in the page's origin as the app keeps it; the app reads it on its next load. */
export async function storeStaffSession(page: Page) {
  const response = await fetch(`${backend.url()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  });
  if (!response.ok) throw new Error(`staff sign-in failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { expires_in: number; expires_at?: number };
  const stored = JSON.stringify({ ...session, expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, stored] as const);
}

/** Creates a confirmed user through the admin API (service role); `role: 'staff'` makes a staff member. */
export async function createUser(options: { email: string; password: string; role?: 'staff' }): Promise<{ id: string }> {
  const response = await fetch(`${backend.url()}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: backend.serviceRoleKey(),
      Authorization: `Bearer ${backend.serviceRoleKey()}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      email: options.email,
      password: options.password,
      email_confirm: true,
      ...(options.role ? { app_metadata: { role: options.role } } : {}),
    }),
  });
  if (!response.ok) throw new Error(`creating ${options.email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** Signs in through the auth API (no browser) and returns the access token. */
export async function accessToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${backend.url()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A small solid-colour PNG for upload tests. */
export async function pngFile(name: string, color: { r: number; g: number; b: number }, size = { width: 96, height: 64 }) {
  const buffer = await sharp({ create: { width: size.width, height: size.height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
