import type { Browser, CDPSession } from '@playwright/test';

interface TargetInfo {
  targetId: string;
  type: string;
  browserContextId?: string;
}

const REPLY_DEADLINE_MS = 5000;

interface Reply {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Refuses the own requests (images, pages it fetches, precache updates) of every service worker of
 * a browser context, through each worker's DevTools target, as a device without a network would.
 *
 * Not a route (`context.route`): that turns on request interception for every page of the context
 * as well, with the HTTP cache off, and pages that a service worker controls are not meant to run
 * under interception (Playwright's docs on service workers; microsoft/playwright#7588). Not the
 * network emulation either: a worker's emulated `offline` is its renderer's `navigator.onLine`,
 * so lifting it fires 'online' in the pages while their own requests are still blocked. A worker
 * target's blocked URLs touch nothing but its requests, which fail as a dead network does.
 *
 * Playwright's sessions with a worker are its own; this one is a browser session that attaches to
 * the workers a second time and talks to them through `Target.sendMessageToTarget` (Playwright's
 * `CDPSession` does not route flat child sessions).
 */
export class ServiceWorkerNetwork {
  private static readonly perBrowser = new WeakMap<Browser, Promise<ServiceWorkerNetwork>>();

  /** The browser's one instance: discovering targets once serves all its contexts. */
  static of(browser: Browser): Promise<ServiceWorkerNetwork> {
    let network = ServiceWorkerNetwork.perBrowser.get(browser);
    if (!network) {
      network = ServiceWorkerNetwork.start(browser);
      ServiceWorkerNetwork.perBrowser.set(browser, network);
    }
    return network;
  }

  private static async start(browser: Browser): Promise<ServiceWorkerNetwork> {
    const network = new ServiceWorkerNetwork(await browser.newBrowserCDPSession());
    await network.session.send('Target.setDiscoverTargets', { discover: true });
    return network;
  }

  /** Contexts whose workers are offline, by their DevTools browser context id. */
  private readonly offlineContexts = new Set<string>();
  /** Our session with each worker target we attached to. */
  private readonly attached = new Map<string, Promise<string>>();
  private readonly replies = new Map<number, Reply & { sessionId: string }>();
  private lastMessageId = 0;

  private constructor(private readonly session: CDPSession) {
    session.on('Target.targetCreated', ({ targetInfo }) => void this.follow(targetInfo));
    session.on('Target.receivedMessageFromTarget', ({ message }) => {
      const { id, error } = JSON.parse(message) as { id?: number; error?: { message: string } };
      const reply = id === undefined ? undefined : this.replies.get(id);
      if (!reply) return;
      this.replies.delete(id!);
      if (error) reply.reject(new Error(error.message));
      else reply.resolve();
    });
    session.on('Target.detachedFromTarget', ({ sessionId, targetId }) => {
      if (targetId) this.attached.delete(targetId);
      for (const [id, reply] of this.replies) {
        if (reply.sessionId !== sessionId) continue;
        this.replies.delete(id);
        reply.reject(new Error('service worker went away'));
      }
    });
  }

  /**
   * Takes the workers of one browser context off the network or back on, those started later
   * included: blocked as their target appears, which a first request could outrun (no test starts a
   * worker while offline: an update cannot be fetched then).
   */
  async setOffline(browserContextId: string, offline: boolean): Promise<void> {
    if (offline) this.offlineContexts.add(browserContextId);
    else this.offlineContexts.delete(browserContextId);
    const { targetInfos } = await this.session.send('Target.getTargets');
    await Promise.all(targetInfos.filter((target) => target.browserContextId === browserContextId).map((target) => this.follow(target)));
  }

  /** Brings a worker target's blocked URLs in line with its context's state; a worker that closed meanwhile needs nothing. */
  private async follow(target: TargetInfo): Promise<void> {
    if (target.type !== 'service_worker' || !target.browserContextId) return;
    const offline = this.offlineContexts.has(target.browserContextId);
    if (!offline && !this.attached.has(target.targetId)) return;
    try {
      const sessionId = await this.attach(target.targetId);
      await this.sendToTarget(sessionId, 'Network.setBlockedURLs', { urls: offline ? ['*'] : [] });
    } catch {
      // Closed while we spoke to it: a worker that no longer runs sends nothing.
    }
  }

  private attach(targetId: string): Promise<string> {
    let sessionId = this.attached.get(targetId);
    if (!sessionId) {
      sessionId = this.session.send('Target.attachToTarget', { targetId, flatten: false }).then(async ({ sessionId }) => {
        await this.sendToTarget(sessionId, 'Network.enable', {});
        return sessionId;
      });
      this.attached.set(targetId, sessionId);
      sessionId.catch(() => this.attached.delete(targetId));
    }
    return sessionId;
  }

  /**
   * Sends a command to a worker and waits for its answer, at most `REPLY_DEADLINE_MS`: a worker
   * that is not running (stopped while idle) answers only once it runs again, and the command waits
   * for it meanwhile, so waiting longer could hang a test for good. The delay is logged.
   */
  private sendToTarget(sessionId: string, method: string, params: object): Promise<void> {
    const id = ++this.lastMessageId;
    return new Promise<void>((resolve, reject) => {
      const deadline = setTimeout(() => {
        if (!this.replies.delete(id)) return;
        console.log(`serviceWorkerNetwork: no answer to ${method} within ${REPLY_DEADLINE_MS} ms (a worker not running; the command waits for it)`);
        resolve();
      }, REPLY_DEADLINE_MS);
      const settle = (outcome: () => void) => {
        clearTimeout(deadline);
        outcome();
      };
      this.replies.set(id, { resolve: () => settle(resolve), reject: (error) => settle(() => reject(error)), sessionId });
      this.session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch((error: Error) => {
        this.replies.delete(id);
        settle(() => reject(error));
      });
    });
  }
}
