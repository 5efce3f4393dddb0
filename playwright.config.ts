import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium';

/**
 * Browser tests run against the production build served by `scripts/server` (see
 * tests/e2e/support/global-setup.ts), in Debian's Chromium: a downloaded browser is not available here.
 */
/** Tests that assert exact offer order run alone, after all others (see offline-staff.spec.ts). */
const EXCLUSIVE = ['**/offline-staff.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'off',
  },
  projects: [
    { name: 'main', testIgnore: EXCLUSIVE },
    { name: 'exclusive', testMatch: EXCLUSIVE, dependencies: ['main'] },
  ],
});
