import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/fixtures';
import { OUT_DIR } from '../../scripts/build/outDir';
import { precompressFile } from '../../scripts/build/precompress';
import { closeServer, createStaticServer, listen } from '../../scripts/server/staticServer';
import { offlineCopyText } from '../../src/content/offlineCopies';
import { appManifestText } from '../../src/content/pwa';
import { updatePromptText } from '../../src/content/updatePrompt';
import { installHintText } from '../../src/content/installHint';
import { IMAGE_CACHE } from '../../src/lib/serviceWorkerProtocol';
import { errorText, shellText } from '../../src/content/strings';
import { imageUnavailableText } from '../../src/content/imageUnavailable';
import { setOffline, waitForServiceWorker } from './support/network';
import { albumWithImages } from './support/seedData';
import { signInAsStaff, storeStaffSession } from './support/staff';
import { appRunning, setTextSize } from './support/page-helpers';

// This file's pages run with their service worker (blocked by default: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Resolves once a service worker controls the page (the first install claims open pages). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('installability', () => {
  test('the manifest has German names, standalone display, theme colours and any + maskable icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await request.get(href!)).json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose?: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name: appManifestText.appName,
      short_name: appManifestText.appShortName,
      lang: 'de',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9A-F]{6}$/i);
    for (const purpose of ['any', 'maskable']) {
      for (const size of [192, 512]) {
        // A manifest icon without a purpose is an 'any' icon.
        const icon = manifest.icons.find((entry) => (entry.purpose ?? 'any') === purpose && entry.sizes === `${size}x${size}`);
        expect(icon, `${purpose} ${size}`).toBeTruthy();
        const response = await request.get(icon!.src);
        expect(response.headers()['content-type']).toBe('image/png');
        expect(pngSize(await response.body())).toEqual({ width: size, height: size });
      }
    }
  });

  test('a service worker controls the page and Chromium finds the app installable', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(new URL(scriptUrl!).pathname).toBe('/sw.js');
    const session = await page.context().newCDPSession(page);
    const { errors } = await session.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Test contexts are incognito, where Chromium never installs; any other reason is the app's.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });
});

/** Chromium's own offer to install comes only where it would install (not in a test's incognito context): dispatched here. */
const offerInstallation = (page: Page) =>
  page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    window.dispatchEvent(offer);
  });

/** /sale on a phone, with the install hint the browser's offer brings. */
async function installHintOnPhone(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sale');
  await waitForServiceWorker(page);
  await offerInstallation(page);
  const hint = page.getByRole('region', { name: installHintText.installTitle });
  await expect(hint).toBeVisible();
  return hint;
}

test.describe('install hint', () => {
  test("shows once the browser offers installation (its code loading only then), and 'Nicht jetzt' puts it away", async ({ page }) => {
    const hintCode: string[] = [];
    page.on('request', (request) => {
      if (/\/InstallHint-[^/]+\.js$/.test(request.url())) hintCode.push(request.url());
    });
    await page.goto('/');
    await waitForServiceWorker(page);
    const hint = page.getByRole('region', { name: installHintText.installTitle });
    await expect(hint).toHaveCount(0);
    expect(hintCode).toEqual([]);
    await offerInstallation(page);
    await expect(hint).toContainText(installHintText.installText);
    expect(hintCode).toHaveLength(1);
    await hint.getByRole('button', { name: installHintText.dismiss }).click();
    await expect(hint).toHaveCount(0);
  });

  test("'Nicht jetzt' by keyboard gives the focus back to where it came from", async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await offerInstallation(page);
    const hint = page.getByRole('region', { name: installHintText.installTitle });
    await expect(hint).toBeVisible();
    // The hint stands last in the page: Tab from the chat button, the last thing before it, reaches 'Nicht jetzt'.
    const chatButton = page.getByRole('button', { name: shellText.openChat });
    await chatButton.focus();
    await page.keyboard.press('Tab');
    await expect(hint.getByRole('button', { name: installHintText.dismiss })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(hint).toHaveCount(0);
    await expect(chatButton).toBeFocused();
    // Tab goes on from there, not from the page's start.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('contentinfo').getByRole('link').last()).toBeFocused();
  });

  test('on a phone it covers neither the footer\'s last line nor, offline, stands under the offline banner', async ({ page, context }) => {
    const hint = await installHintOnPhone(page);
    /** Whether a click in the middle of `locator` reaches it, nothing floating over it. */
    const reachable = (locator: Locator) =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
    // At the page's end the footer's last line stands above the hint (it was under it).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = page.getByRole('contentinfo').locator('a, p').last();
    await expect.poll(() => reachable(lastLine)).toBe(true);
    // Offline, the banner comes in under the hint; the hint's buttons stay in reach.
    await setOffline(context, true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toBeVisible();
    await expect.poll(() => reachable(hint.getByRole('button', { name: installHintText.dismiss }))).toBe(true);
    await expect.poll(() => reachable(hint.getByRole('button', { name: installHintText.install }))).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => reachable(lastLine)).toBe(true);
    await setOffline(context, false);
  });
});

test("text enlarged to 200 % on a phone, offline: the install hint and the offline banner leave the page room, and the hint's title and buttons are on the screen", async ({ page, context }) => {
  // Before: beside the chat button the hint was 166 px wide, grew 229 px past the top of the screen and
  // put 'Nicht jetzt' left of it; the banner, in a column beside the chat button, took half the height.
  await setTextSize(page, 32);
  const hint = await installHintOnPhone(page);
  await setOffline(context, true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(844 * 0.3 + 1);
  const onScreen = (box: { x: number; y: number; width: number; height: number } | null) => box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844;
  await expect.poll(async () => onScreen(await hint.boundingBox()), 'the hint').toBe(true);
  for (const name of [installHintText.dismiss, installHintText.install]) {
    const button = hint.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    expect(onScreen(await button.boundingBox()), name).toBe(true);
  }
  await hint.getByRole('button', { name: installHintText.dismiss }).click();
  await expect(hint).toHaveCount(0);
  await setOffline(context, false);
});

test.describe('offline visitor', () => {
  test('pages seen before reload offline with their content and images, and the offline banner shows', async ({ page, context }) => {
    const pages = [
      { path: '/', text: /Planung beginnt mit Zuhören/ },
      { path: '/impressum', text: /Impressum/ },
      { path: '/sale', text: /Aktuelle Angebote/ },
      { path: '/galerie', text: /Galerie/ },
    ];
    await page.goto('/');
    await waitForServiceWorker(page);
    for (const { path: route } of pages) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
    }
    const hero = page.locator('#home img').first();

    await setOffline(context, true);
    for (const { path: route, text } of pages) {
      await page.goto(route);
      await expect(page.locator('main')).toContainText(text);
      await expect(page.getByText(errorText.title)).toHaveCount(0);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      // A visitor has no edits that could wait: the banner does not speak of any.
      await expect(page.getByTestId('offline-banner')).toHaveText('Sie sind offline. Gespeicherte Inhalte bleiben sichtbar. Offline verfügbar');
      if (route === '/') {
        await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        // The team's photos were never scrolled to: each is its frame with the name and why, no broken image.
        await page.locator('#team').scrollIntoViewIfNeeded();
        const team = page.locator('#team');
        await expect(team.getByRole('img', { name: 'Jonas Berger' })).toHaveAccessibleDescription(imageUnavailableText.offline);
        await expect.poll(() => team.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((img) => img.complete && img.naturalWidth === 0).length)).toBe(0);
        // Nor the brands' logos, which load as they come into view: the name stands in a logo's place.
        // (The section, not the strip: a moving strip never stands still for Playwright's scroll.)
        await page.locator('#brands').scrollIntoViewIfNeeded();
        const strip = page.getByTestId('brand-strip');
        await expect(strip.locator('[data-name][data-alone]').first()).toBeVisible();
        await expect.poll(() => strip.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((img) => img.complete && img.naturalWidth === 0).length)).toBe(0);
      }
    }
    // On a phone the banner takes four lines: the footer's end still scrolls clear of it.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(async () => {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const [footerBottom, bannerTop] = await page.evaluate(() => [
        document.querySelector('footer')!.getBoundingClientRect().bottom,
        document.querySelector('[data-testid="offline-banner"]')!.getBoundingClientRect().top,
      ]);
      expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);
    }).toPass({ timeout: 5000 });
    // A route never opened before still opens, from the app shell.
    await page.goto('/agb');
    await expect(page.locator('main')).toContainText('Allgemeine Geschäftsbedingungen');
    await setOffline(context, false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });
});

test.describe('update', () => {
  let root: string;
  let server: Server | undefined;
  let port = 0;

  const backend = () =>
    process.env.E2E_SUPABASE_URL ? { url: process.env.E2E_SUPABASE_URL, anonKey: process.env.E2E_ANON_KEY ?? '' } : undefined;

  async function serve(dir: string) {
    server = createStaticServer({ root: dir, backend: backend(), backendOrigins: backend() ? [new URL(backend()!.url).origin] : [] });
    port = await listen(server, port, '127.0.0.1');
  }

  async function stop() {
    if (server) await closeServer(server);
    server = undefined;
  }

  test.beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'wichtrey-deploy-'));
    cpSync(OUT_DIR, root, { recursive: true });
  });

  test.afterEach(async () => {
    await stop();
    rmSync(root, { recursive: true, force: true });
  });

  /**
   * A second deploy as the browser sees one: a changed service worker script whose precache has a
   * changed app shell. (A full second build would take a minute and change nothing the browser sees
   * differently.)
   */
  async function deploySecondVersion(dir: string) {
    const shellPath = path.join(dir, 'app-shell.html');
    const marker = '<meta name="wichtrey-build" content="2" />';
    writeFileSync(shellPath, readFileSync(shellPath, 'utf8').replace('</head>', `  ${marker}\n  </head>`));
    const swPath = path.join(dir, 'sw.js');
    const sw = readFileSync(swPath, 'utf8').replace(/("revision":")([0-9a-f]+)(","url":"app-shell.html")/, '$1second-build$3');
    expect(sw).toContain('second-build');
    writeFileSync(swPath, sw);
    // As the build does: the compressed copies the server prefers follow the changed files (only
    // those: the whole build's took seconds of the worker's event loop under load).
    for (const changed of [shellPath, swPath]) await precompressFile(changed);
  }

  /** The first version's worker controls /galerie; the second is deployed, waits, and is offered. */
  async function offerSecondVersion(page: Page): Promise<Locator> {
    await serve(root);
    await page.goto(`http://127.0.0.1:${port}/galerie`);
    await waitForServiceWorker(page);
    const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
    expect(firstWorker).toBeTruthy();

    await stop();
    await deploySecondVersion(root);
    await serve(root);

    // Browsers look for updates on navigation; the page asks now instead of waiting for one.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('alertdialog', { name: updatePromptText.updateAvailable });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    // Nothing was swapped silently: the old worker still controls the page.
    expect(await waitingWorker(page)).toBe(true);
    return prompt;
  }

  const waitingWorker = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

  async function expectSecondVersionActive(page: Page) {
    await expect(page.getByRole('heading', { name: 'Galerie', level: 1 })).toBeVisible();
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const shell = await caches.match('/app-shell.html', { ignoreSearch: true });
      return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller), shell: (await shell?.text()) ?? '' };
    });
    expect(after).toMatchObject({ waiting: false, controlled: true });
    expect(after.shell).toContain('wichtrey-build');
    await expect(page.getByRole('alertdialog', { name: updatePromptText.updateAvailable })).toHaveCount(0);
  }

  test('a new version waiting is offered as a reload, and after it the new version is active', async ({ page }) => {
    // Two service worker installs (each precaches the build) and two server starts: about 4 s on a
    // quiet machine and 5 s beside two CPU-bound processes, since the server's stop no longer waits
    // on the browser's open connections (it took 16-30 s, and once ran past 90 s on a slow machine).
    test.setTimeout(90_000);
    const prompt = await offerSecondVersion(page);
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: updatePromptText.reload }).click()]);
    await expectSecondVersionActive(page);
  });

  test("'Neu laden' while the old version still answers a request: the button says so, and the new version takes over once it is answered", async ({ page }) => {
    test.setTimeout(90_000);
    const prompt = await offerSecondVersion(page);
    // A download in flight through the old worker (Chromium defers the swap until it ends).
    const held = holdRequests(server!, '/held-');
    await page.evaluate(() => void fetch('/held-image.png').catch(() => {}));
    await held.arrived;

    await prompt.getByRole('button', { name: updatePromptText.reload }).click();
    await expect(prompt.getByRole('button', { name: updatePromptText.reloading })).toHaveAttribute('aria-disabled', 'true');
    await expect(prompt.getByRole('button', { name: updatePromptText.later })).toHaveCount(0);
    expect(await waitingWorker(page)).toBe(true);

    await Promise.all([page.waitForEvent('load'), held.release()]);
    await expectSecondVersionActive(page);
  });
});

/**
 * Holds the server's answers to paths with this prefix until released (the rest are served as
 * before): `arrived` resolves once the first such request has come in.
 */
function holdRequests(server: Server, prefix: string): { arrived: Promise<void>; release: () => void } {
  const serveAll = server.listeners('request')[0] as RequestListener;
  const waiting: ServerResponse[] = [];
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith(prefix)) return serveAll(request, response);
    waiting.push(response);
    arrive();
  });
  return {
    arrived,
    release: () => {
      for (const response of waiting.splice(0)) response.writeHead(404).end();
    },
  };
}

test.describe('staff worker', () => {
  test('staff signing in where a visitor\'s worker runs get the staff worker without a "new version" prompt', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/sale');
    await waitForServiceWorker(page);
    const workers = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return { active: registration?.active?.scriptURL ?? null, waiting: registration?.waiting?.scriptURL ?? null };
      });
    expect((await workers()).active).toMatch(/\/sw\.js$/);

    // Same build, another script URL: the browser installs it as an update, which is no new version.
    await signInAsStaff(page, '/sale');
    const staffWorker = /\/sw\.js\?staff$/;
    await expect.poll(async () => Object.values(await workers()).some((url) => url !== null && staffWorker.test(url)), { timeout: 20_000 }).toBe(true);
    for (const path of ['/galerie', '/sale']) {
      await page.goto(path);
      await appRunning(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      // The page tells its two workers apart within milliseconds; the old prompt came as fast.
      await page.waitForTimeout(2000);
      await expect(page.getByRole('alertdialog', { name: updatePromptText.updateAvailable })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Neues Angebot erstellen' })).toBeVisible();

    // Once the site's tabs are closed, the staff worker takes over (it drains the outbox with none
    // open). The browser activates it a moment after the last tab has gone: a page of the site
    // opened before that would be a tab of the old worker again, so the test watches from a blank one.
    const context = page.context();
    const watcher = await context.newPage();
    const devtools = await context.newCDPSession(watcher);
    const staffActivated = new Promise<void>((resolve) => {
      devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        if (versions.some((version) => staffWorker.test(version.scriptURL) && version.status === 'activated')) resolve();
      });
    });
    await devtools.send('ServiceWorker.enable');
    await page.close();
    await staffActivated;
    const later = await context.newPage();
    await later.goto('/sale');
    await waitForServiceWorker(later);
    expect(await later.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(staffWorker);
  });
});

test.describe('staff worker offline', () => {
  test('signed in and offline before the staff worker came: the page does not try to fetch it, and it comes once the network is back', async ({ page, context }) => {
    test.setTimeout(60_000);
    // A device offline starts each page offline. The emulation reaches a new document only after it
    // has begun (support/network.ts), and under load the app read 'online' in that moment and
    // registered the staff worker, whose script fetch the emulation does not hold (two busy loops,
    // once in nine runs). The page is told it is offline from its first script on, while the test says so.
    await page.addInitScript(() => {
      const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!;
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => sessionStorage.getItem('e2e-offline') !== '1' && real.call(navigator) });
    });
    await page.goto('/sale');
    await waitForServiceWorker(page);
    await storeStaffSession(page);
    await setOffline(context, true);
    await page.evaluate(() => sessionStorage.setItem('e2e-offline', '1'));
    const notRegistered: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Service worker not registered')) notRegistered.push(message.text());
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 20_000 });
    const staffWorker = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return [registration?.installing, registration?.waiting, registration?.active].some((worker) => worker?.scriptURL.endsWith('/sw.js?staff'));
      });
    // The visitor's worker keeps the page offline; the staff worker is not tried, so no failure is logged.
    await expect(page.getByRole('button', { name: 'Neues Angebot erstellen' })).toBeVisible();
    expect(await staffWorker()).toBe(false);
    expect(notRegistered).toEqual([]);
    // Back online, without a reload.
    await page.evaluate(() => sessionStorage.removeItem('e2e-offline'));
    await setOffline(context, false);
    await expect.poll(staffWorker, { timeout: 20_000 }).toBe(true);
    expect(notRegistered).toEqual([]);
  });
});

test.describe('offline visitor browsing offers and galleries', () => {
  /** Every image in `scope` that the browser has in view is fully loaded. */
  async function imagesShown(page: Page, selector: string) {
    const images = page.locator(selector);
    await expect(images.first()).toBeVisible();
    await expect
      .poll(() => images.evaluateAll((all) => all.filter((image) => (image as HTMLImageElement).loading !== 'lazy' || image.getBoundingClientRect().top < window.innerHeight).every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
  }

  /** Marks the page's html once its own registration of the worker has answered (data-worker-registered). */
  async function markWorkerRegistered(page: Page) {
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        return register.apply(this, args).then((registration) => {
          document.documentElement.dataset.workerRegistered = 'yes';
          return registration;
        });
      };
    });
  }

  /**
   * A quick first visit: / until the worker installs (held at its precache), then /sale with its
   * images shown and its own registration answered, the worker still held. Returns the images
   * /sale shows and the release of the worker.
   */
  async function visitSaleWhileWorkerInstalls(page: Page, holdPath: (pathname: string) => () => void) {
    await markWorkerRegistered(page);
    // The server holds the app shell, one of the precache's last files; not a route: see support/heldPaths.ts.
    const releaseWorker = holdPath('/app-shell.html');
    await page.goto('/');
    // (The app registers the worker once it has started: as long as waitForServiceWorker allows.)
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.installing)), { timeout: 15_000 }).toBe(true);
    await page.goto('/sale');
    await imagesShown(page, '[data-testid="offer-carousel"] img');
    // The early script paints a data page before the app; only the app's worker code keeps what it showed.
    await appRunning(page);
    await page.locator('html[data-worker-registered="yes"]').waitFor({ state: 'attached' });
    // Lazy images near the fold may still be loading (slowly, on a loaded machine): what is left
    // half-loaded cannot be kept.
    const carouselImages = page.locator('[data-testid="offer-carousel"] img');
    await expect.poll(() => carouselImages.evaluateAll((images) => (images as HTMLImageElement[]).every((image) => !image.currentSrc || image.complete)), { timeout: 15_000 }).toBe(true);
    const shown = await carouselImages.evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.naturalWidth > 0).map((image) => image.currentSrc));
    expect(shown.length).toBeGreaterThan(0);
    // The titles of the offers whose pictures the visitor saw: one added further down by a test
    // before (the worker's backend is shared by its tests) was never loaded, so offline it rightly says so.
    const seenOffers = await page
      .getByTestId('offer-card')
      .evaluateAll((cards) => cards.filter((card) => [...card.querySelectorAll('img')].some((image) => image.naturalWidth > 0)).map((card) => card.querySelector('h2')?.textContent ?? ''));
    // The offers the visitor saw are on the device (the app stores its answer a moment after showing
    // it): a page left the instant it ran keeps no offers for offline, as one never looked at.
    await expect.poll(() => offersOnDevice(page), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.installing))).toBe(true);
    const release = async () => {
      releaseWorker();
      await waitForServiceWorker(page);
    };
    return { shown, seenOffers, release };
  }

  /** How many offers the page's mirror (IndexedDB) holds, read directly, not through the app. */
  function offersOnDevice(page: Page): Promise<number> {
    return page.evaluate(async () => {
      // Not opened before the app has made it: an empty database of ours would stand in its way.
      if (!(await indexedDB.databases()).some((database) => database.name === 'wichtrey')) return 0;
      return new Promise<number>((resolve) => {
        const open = indexedDB.open('wichtrey');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          const done = (count: number) => (db.close(), resolve(count));
          if (!db.objectStoreNames.contains('offers')) return done(0);
          const count = db.transaction('offers').objectStore('offers').count();
          count.onsuccess = () => done(count.result);
          count.onerror = () => done(0);
        };
      });
    });
  }

  /** Waits until every one of `urls` is in the worker's image cache (offline, the browser's HTTP cache would show them too). */
  async function expectInImageCache(page: Page, urls: string[]) {
    await expect
      .poll(() =>
        page.evaluate(
          async ({ cacheName, urls }) => {
            const cached = new Set((await (await caches.open(cacheName)).keys()).map((request) => request.url));
            return urls.filter((url) => !cached.has(url));
          },
          { cacheName: IMAGE_CACHE, urls },
        ),
      )
      .toEqual([]);
  }

  test('offers, albums, an album and an opened image reload offline with the images seen before', async ({ page, context, holdPath }) => {
    test.setTimeout(90_000);
    // The visitor moves on from / while the worker still installs (held at its precache); /sale
    // registers the same worker, which then takes /sale over. That worker is no 'own' one of
    // /sale's registration (workbox-window waits for its own for ever), yet /sale must hand it the
    // images it loaded without it.
    const { shown, release } = await visitSaleWhileWorkerInstalls(page, holdPath);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await release();
    await expectInImageCache(page, shown);
    await page.goto('/galerie');
    await imagesShown(page, '[data-testid="album-cover"]');
    await appRunning(page);
    // The seeded album with images: tests running alongside may add albums without any at the top.
    const { title } = await albumWithImages();
    await page.getByTestId('album-card').filter({ hasText: title }).getByRole('link').click();
    await imagesShown(page, '[data-testid="image-thumbnail"]');
    await page.getByRole('button', { name: /vergrößert anzeigen$/ }).first().click();
    await expect(page.getByTestId('lightbox-image')).toBeVisible();
    await imagesShown(page, '[data-testid="lightbox-image"]');
    const albumWithImage = page.url();

    await setOffline(context, true);
    for (const [url, images] of [
      ['/sale', '[data-testid="offer-carousel"] img'],
      ['/galerie', '[data-testid="album-cover"]'],
      [albumWithImage, '[data-testid="lightbox-image"]'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await expect(page.getByText(errorText.title)).toHaveCount(0);
      await imagesShown(page, images);
    }
    await page.keyboard.press('Escape');
    await imagesShown(page, '[data-testid="image-thumbnail"]');
    // An album not saved cannot be saved offline: the button says so instead of failing.
    const save = page.getByTestId('save-album-offline');
    await expect(save.getByRole('button', { name: offlineCopyText.save })).toBeDisabled();
    await expect(save).toContainText(offlineCopyText.needsNetwork);
    await setOffline(context, false);
    await expect(save.getByRole('button', { name: offlineCopyText.save })).toBeEnabled();
    await expect(save).not.toContainText(offlineCopyText.needsNetwork);
  });

  test('a page left before the worker was ready keeps its images for offline (a quick first visit: /, /sale, /impressum)', async ({ page, context, holdPath }) => {
    test.setTimeout(60_000);
    // (The page's worker code runs once it has loaded; a page left before that hands nothing over.)
    const { shown, seenOffers, release } = await visitSaleWhileWorkerInstalls(page, holdPath);
    // Left while the worker still installs: /sale never sees it ready.
    await page.goto('/impressum');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await release();
    await expectInImageCache(page, shown);

    await setOffline(context, true);
    await page.goto('/sale');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await imagesShown(page, '[data-testid="offer-carousel"] img');
    const seenCardsOffline = () =>
      page.getByTestId('offer-card').evaluateAll((cards, seen) => {
        const present = cards.filter((card) => seen.includes(card.querySelector('h2')?.textContent ?? ''));
        return { present: present.length, unavailable: present.filter((card) => card.querySelector('[data-testid="image-unavailable"]')).length };
      }, seenOffers);
    await expect.poll(seenCardsOffline).toEqual({ present: seenOffers.length, unavailable: 0 });
  });
});
