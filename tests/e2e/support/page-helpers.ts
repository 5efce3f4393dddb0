import type { Page } from '@playwright/test';
import { APP_RUNNING } from '../../../src/app/layout/useMarkAppRunning';

/** Scrolls instantly (no smooth scrolling) and waits a frame so rAF-throttled listeners ran. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => {
    window.scrollTo({ top, behavior: 'instant' });
  }, y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export async function maxScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

/**
 * Records every request to a host other than the site itself and its own backend (the Supabase
 * project the site is configured for): anything else would be a third party.
 */
export function recordForeignRequests(page: Page, origin: string): string[] {
  const allowed = new Set([origin, ...(process.env.E2E_SUPABASE_URL ? [new URL(process.env.E2E_SUPABASE_URL).origin] : [])]);
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (!allowed.has(new URL(url).origin)) foreign.push(url);
  });
  return foreign;
}

/** Waits until the app runs the page (src/app/layout/useMarkAppRunning.ts): prerendered pages load it after their first view. */
export async function appRunning(page: Page): Promise<void> {
  await page.locator(`html[${APP_RUNNING.attribute}="${APP_RUNNING.value}"]`).waitFor({ state: 'attached', timeout: 15_000 });
}
