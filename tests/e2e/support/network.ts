import type { BrowserContext, CDPSession, Page, Route } from '@playwright/test';

interface ContextNetwork {
  offline: boolean;
  /** One DevTools session per page, through which its network state is emulated. */
  sessions: Map<Page, Promise<CDPSession>>;
}

const networks = new WeakMap<BrowserContext, ContextNetwork>();

/**
 * Takes the context's pages and its service worker off the network or back on, as the device
 * losing its connection would.
 *
 * Not `context.setOffline`: Debian's Chromium 150 forgets its emulated `navigator.onLine` when a
 * page navigates (requests stay blocked), whereas on a real device every new document starts
 * offline. So the state is sent again after each navigation, through a session of our own; a
 * single session per page also makes going back online one step, so no 'online' event arrives
 * while requests are still blocked (a second emulation, as `context.setOffline` adds, blocks until
 * both are lifted, and the first fires 'online'). That session reaches the page, not its service
 * worker, whose own requests (images, the pages it fetches) went out to the network meanwhile:
 * they are refused by a route, lifted before the pages come back online.
 */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  const network = follow(context);
  const changed = network.offline !== offline;
  network.offline = offline;
  if (changed && offline) await context.route(ALL_URLS, refuseServiceWorkerRequest);
  if (changed && !offline) await context.unroute(ALL_URLS, refuseServiceWorkerRequest);
  await Promise.all(context.pages().map((page) => emulate(network, context, page)));
}

const ALL_URLS = '**/*';

/** A service worker's request fails as without a network; the pages' go on (their emulation blocks them). */
const refuseServiceWorkerRequest = (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback());

function follow(context: BrowserContext): ContextNetwork {
  const known = networks.get(context);
  if (known) return known;
  const network: ContextNetwork = { offline: false, sessions: new Map() };
  networks.set(context, network);
  const watch = (page: Page) => {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && network.offline) void emulate(network, context, page);
    });
    page.on('close', () => network.sessions.delete(page));
    if (network.offline) void emulate(network, context, page);
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return network;
}

async function emulate(network: ContextNetwork, context: BrowserContext, page: Page): Promise<void> {
  let session = network.sessions.get(page);
  if (!session) {
    session = context.newCDPSession(page);
    network.sessions.set(page, session);
  }
  const cdp = await session;
  await cdp.send('Network.emulateNetworkConditions', { offline: network.offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }).catch(() => undefined);
}

/** Resolves once the service worker controls the page, so that reloads work without a network. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/**
 * Holds back the page's requests to `url` (a glob or pattern, as `page.route` takes) until the
 * returned function is called, then lets them through: a slow link for one kind of file.
 */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
