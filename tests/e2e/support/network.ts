import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { ServiceWorkerNetwork } from './serviceWorkerNetwork';

interface ContextNetwork {
  offline: boolean;
  /** One DevTools session per page, through which its network state is emulated. */
  sessions: Map<Page, Promise<CDPSession>>;
  browserContextId?: Promise<string>;
}

const networks = new WeakMap<BrowserContext, ContextNetwork>();

/**
 * Takes the context's pages and its service workers off the network or back on, as the device
 * losing its connection would.
 *
 * Not `context.setOffline`: Debian's Chromium 150 forgets its emulated `navigator.onLine` when a
 * page navigates (requests stay blocked), whereas on a real device every new document starts
 * offline. So the state is sent again after each navigation, through a session of our own; a
 * single session per page also makes going back online one step, so no 'online' event arrives
 * while requests are still blocked (a second emulation, as `context.setOffline` adds, blocks until
 * both are lifted, and the first fires 'online'). That session reaches the page, not its service
 * worker, whose own requests (images, the pages it fetches) are refused through its own target
 * (support/serviceWorkerNetwork.ts), let through again before the pages come back online.
 */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  const network = follow(context);
  network.offline = offline;
  // The workers first either way: a page told it is online fetches through its worker at once.
  const workers = await serviceWorkers(context);
  await workers.setOffline(await browserContextId(network, context), offline);
  await Promise.all(context.pages().map((page) => emulate(network, context, page)));
}

function serviceWorkers(context: BrowserContext): Promise<ServiceWorkerNetwork> {
  const browser = context.browser();
  if (!browser) throw new Error('setOffline needs a context of a launched browser');
  return ServiceWorkerNetwork.of(browser);
}

/** The context's id in DevTools, read from one of its pages' targets. */
async function browserContextId(network: ContextNetwork, context: BrowserContext): Promise<string> {
  if (!network.browserContextId) {
    const [page] = context.pages();
    if (!page) throw new Error('setOffline needs an open page in the context');
    network.browserContextId = session(network, context, page).then(async (cdp) => (await cdp.send('Target.getTargetInfo')).targetInfo.browserContextId!);
  }
  return network.browserContextId;
}

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

function session(network: ContextNetwork, context: BrowserContext, page: Page): Promise<CDPSession> {
  let cdp = network.sessions.get(page);
  if (!cdp) {
    cdp = context.newCDPSession(page);
    network.sessions.set(page, cdp);
  }
  return cdp;
}

async function emulate(network: ContextNetwork, context: BrowserContext, page: Page): Promise<void> {
  const cdp = await session(network, context, page);
  await cdp.send('Network.emulateNetworkConditions', { offline: network.offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }).catch(() => undefined);
}

/**
 * Resolves once the service worker controls the page, so that reloads work without a network. The
 * worker takes control once it has precached the app (about a hundred files from this worker's one
 * server): a readiness wait, not a speed check. 15 s ran out once with a second full suite and two
 * CPU-bound processes beside the run (the precache still fetching after 18 s).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  } catch (error) {
    // Once this ran out under load with nothing in the log; the worker's state says which step stalled.
    const state = await workerState(page).catch((reason: unknown) => `unreadable (${String(reason)})`);
    throw new Error(`The service worker did not take control within 30 s; ${state}`, { cause: error });
  }
}

/** Where the page's worker is: registered or not, installing, waiting or active, and how much it has cached. */
function workerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const describe = (worker: ServiceWorker | null | undefined) => (worker ? `${worker.scriptURL.replace(location.origin, '')} ${worker.state}` : 'none');
    const counts = await Promise.all((await globalThis.caches.keys()).map(async (name) => `${name}: ${(await (await globalThis.caches.open(name)).keys()).length}`));
    const caches = `caches ${counts.join(', ') || 'none'}`;
    if (!registration) return `no registration; ${caches}`;
    return `installing ${describe(registration.installing)}, waiting ${describe(registration.waiting)}, active ${describe(registration.active)}; ${caches}`;
  });
}

/**
 * Holds back the page's requests to `url` (a glob or pattern, as `page.route` takes) until the
 * returned function is called, then lets them through: a slow link for one kind of file. With
 * `method`, only requests of that method wait ('POST': a write, while reads go on).
 */
export async function holdBack(page: Page, url: string | RegExp, { method }: { method?: string } = {}): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    await released;
    await route.continue();
  });
  return release;
}
