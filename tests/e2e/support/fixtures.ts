import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { startLocalStack, type LocalStack } from '../../../supabase/local/index';
import { OUT_DIR } from '../../../scripts/build/outDir';
import { closeServer, createStaticServer, listen } from '../../../scripts/server/staticServer';
import { watchBrowser } from './browserLog';
import { HeldPaths } from './heldPaths';

// Specs import everything from here; `test` below takes the place of Playwright's own.
export * from '@playwright/test';

/** Opens a context beside the test's own, watched and closed with it (the `newContext` fixture). */
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/** What one worker's tests talk to: its own backend and the build served for it. */
export interface Site {
  baseURL: string;
  backendUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  backend: LocalStack;
  /** Holds the server's answers to a path until released (support/heldPaths.ts). */
  heldPaths: HeldPaths;
}

/**
 * Every Playwright worker gets a fresh in-memory backend (demo content, real migrations and RLS)
 * and a static server of the build pointed at it, so no test sees another worker's rows and no
 * file has to run alone. The worker's helpers (support/staff.ts) read the addresses from its
 * environment, set here before any of its tests runs.
 */
export const test = base.extend<{ newContext: NewContext; holdPath: HeldPaths['hold']; freshRateLimits: void }, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
    async ({}, use) => {
      // Pages of this worker's site, and those some specs serve the build from on ports of their
      // own (pwa.spec.ts, offline-staff.spec.ts), all on 127.0.0.1.
      const backend = await startLocalStack({ port: 0, dataDir: ':memory:', allowedOrigins: ['http://127.0.0.1:*'] });
      const server = createStaticServer({
        root: OUT_DIR,
        backendOrigins: [new URL(backend.url).origin],
        backend: { url: backend.url, anonKey: backend.anonKey },
      });
      const heldPaths = new HeldPaths(server);
      const baseURL = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
      Object.assign(process.env, {
        E2E_BASE_URL: baseURL,
        E2E_SUPABASE_URL: backend.url,
        E2E_ANON_KEY: backend.anonKey,
        E2E_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      });
      await use({ baseURL, backendUrl: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey, backend, heldPaths });
      await closeServer(server);
      await backend.close();
    },
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  // Every page of a worker reaches its backend from 127.0.0.1, so one test's chats and wrong
  // passwords would use up the address budget of the tests after it (the chat allows 6 a minute):
  // each test starts as a new visitor would, and which tests share a worker no longer matters.
  freshRateLimits: [
    async ({ site }, use) => {
      await site.backend.resetRateLimits();
      await use();
    },
    { auto: true },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.baseURL);
  },
  // A failed test prints what its browser did (support/browserLog.ts), so a failure seen once under
  // load, in CI or a full run, says why without a trace.
  /** Holds the worker's server's answers to a path until the returned release; all let go after the test. */
  holdPath: async ({ site }, use) => {
    await use((pathname) => site.heldPaths.hold(pathname));
    site.heldPaths.releaseAll();
  },
  context: async ({ context }, use, testInfo) => {
    const log = watchBrowser(context);
    await use(context);
    if (testInfo.status === testInfo.expectedStatus) return;
    const report = await log.report();
    await testInfo.attach('browser-log', { body: report, contentType: 'text/plain' });
    console.log(`\n--- what the browser did in "${testInfo.title}"\n${report}\n---`);
  },
  /**
   * Contexts a test opens beside its own (a second device, a fresh visitor), watched like `context`
   * and closed after the test: a journey that hangs until its timeout never reaches its own
   * `finally`, so only a fixture can still say what those browsers did.
   */
  newContext: async ({ browser }, use, testInfo) => {
    const opened: { context: BrowserContext; log: ReturnType<typeof watchBrowser> }[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      opened.push({ context, log: watchBrowser(context) });
      return context;
    });
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [index, { log }] of opened.entries()) {
        const report = await log.report();
        await testInfo.attach(`browser-log, context ${index + 2}`, { body: report, contentType: 'text/plain' });
        console.log(`\n--- what context ${index + 2} did in "${testInfo.title}"\n${report}\n---`);
      }
    }
    // Already closed by the test or gone with a hung browser: either way nothing is left to close.
    await Promise.all(opened.map(({ context }) => context.close().catch(() => undefined)));
  },
});
