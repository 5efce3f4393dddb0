import type { BrowserContext, Page, Request } from '@playwright/test';

/** Most lines kept: a sync journey logs hundreds of failed requests on purpose. */
const MAX_LINES = 150;

/** Longest a page may take to describe itself: a page that failed may be hung. */
const STATE_WAIT_MS = 2000;

/**
 * What a context's pages and service workers did (navigations, failed requests, errors logged,
 * workers started), kept cheaply for every test and read only when one fails: a failure under load
 * that no repeat reproduces then says why without a trace (recording traces costs a third of the CPU).
 */
export function watchBrowser(context: BrowserContext): { report: () => Promise<string> } {
  const started = Date.now();
  const lines: string[] = [];
  let dropped = 0;
  const note = (text: string) => {
    if (lines.length >= MAX_LINES) {
      lines.shift();
      dropped++;
    }
    lines.push(`${String(Date.now() - started).padStart(6)} ms  ${text}`);
  };
  const pageIds = new Map<Page, number>();
  const name = (page: Page) => `page ${pageIds.get(page) ?? '?'}`;
  /** Who sent a request: a page, or the service worker (whose own requests have no frame). */
  const sender = (request: Request): string => {
    if (request.serviceWorker()) return 'worker';
    try {
      return name(request.frame().page());
    } catch {
      return 'no page';
    }
  };

  const watch = (page: Page) => {
    pageIds.set(page, pageIds.size + 1);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`${name(page)} navigated to ${frame.url()}`);
    });
    page.on('pageerror', (error) => note(`${name(page)} error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') note(`${name(page)} console.${message.type()}: ${message.text()}`);
    });
    page.on('close', () => note(`${name(page)} closed`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  context.on('serviceworker', (worker) => {
    note(`service worker started: ${worker.url()}`);
    worker.on('close', () => note(`service worker closed: ${worker.url()}`));
  });
  // Requests neither answered nor failed: a module the page waits on for ever shows here.
  const pending = new Map<Request, number>();
  context.on('request', (request) => pending.set(request, Date.now() - started));
  context.on('requestfinished', (request) => pending.delete(request));
  context.on('response', (response) => {
    if (response.status() >= 400) note(`${sender(response.request())} got ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  context.on('requestfailed', (request) => {
    pending.delete(request);
    const reason = request.failure()?.errorText ?? '?';
    // Playwright gives up on a page's requests in flight when its frame navigates, those of the
    // new document sent before the navigation event included; the browser may still load them.
    const aside = reason === 'net::ERR_ABORTED' && !request.serviceWorker() ? ' (maybe only Playwright\'s: in flight at a navigation)' : '';
    note(`${sender(request)} request failed (${reason}${aside}): ${request.method()} ${request.url()}`);
  });

  async function describe(page: Page): Promise<string> {
    const state = page.evaluate(async () => ({
      url: location.href,
      readyState: document.readyState,
      // How long this document has been loaded, and the registration's workers by state: a reload that
      // never came (pwa.spec.ts's update test, once in a full run) shows as an old document and a worker still waiting.
      documentAgeMs: Math.round(performance.now()),
      workers: await navigator.serviceWorker
        ?.getRegistration()
        .then((registration) => ({ active: registration?.active?.state ?? null, waiting: registration?.waiting?.state ?? null, installing: registration?.installing?.state ?? null }))
        .catch(() => null),
      firstView: (window as { __firstView?: string }).__firstView ?? null,
      hydrated: Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
      controller: navigator.serviceWorker?.controller?.scriptURL ?? null,
      onLine: navigator.onLine,
      appCodeMissing: document.querySelector('.app-code-missing') !== null,
      // What the browser itself loaded (resource timing lists a file once it has arrived), and the
      // module files the document asked for that have not: Playwright's own view can differ.
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          return `${new URL(timing.name).pathname} ${timing.responseStatus} at ${Math.round(timing.responseEnd)} ms${timing.workerStart > 0 ? ' via worker' : ''}`;
        }),
      modulesNotArrived: [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[type=module][src], link[rel=modulepreload]')]
        .map((element) => ('src' in element ? element.src : element.href))
        .filter((url) => performance.getEntriesByName(url).length === 0)
        .map((url) => new URL(url).pathname),
    }));
    const silence = new Promise<string>((resolve) => setTimeout(resolve, STATE_WAIT_MS, 'did not answer'));
    return `${name(page)}: ${await Promise.race([state.then((value) => JSON.stringify(value), (error: Error) => error.message), silence])}`;
  }

  return {
    async report() {
      const states = await Promise.all(context.pages().map(describe));
      const unanswered = [...pending].map(([request, since]) => `still waiting since ${since} ms: ${sender(request)} ${request.method()} ${request.url()}`);
      return [...(dropped ? [`(${dropped} earlier lines left out)`] : []), ...lines, ...unanswered.slice(-20), ...states].join('\n');
    },
  };
}
