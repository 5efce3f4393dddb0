import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/chromium';

/**
 * Browser tests run against the production build served by `scripts/server`, each worker with a
 * backend of its own (tests/e2e/support/fixtures.ts), in Debian's Chromium: a downloaded browser
 * is not available here.
 */

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Twice the longest usual test beside two CPU-bound processes (about 20-30 s): a busy moment made
  // offers.spec's twenty 3x screenshots take 30.6 s once where they take 11-15 s.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  forbidOnly: true,
  // Playwright empties its output folder as it starts: `npm test`'s reports (test-results/reports,
  // the unit tests' among them, read again for the failure list at the end) live beside it.
  outputDir: 'test-results/browser',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // Most pages need no service worker; installing one precaches the whole app (1.5 MiB) in
    // every new context. The PWA and offline specs allow it.
    serviceWorkers: 'block',
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording took 31 % of a spec's CPU (measured on offers.spec.ts: 149 s with traces kept on
    // failure, 103 s without), most of it the screencast. CI keeps only the log; to see a failure,
    // run it again with `--trace retain-on-failure` (tests/README.md).
    trace: 'off',
  },
});
