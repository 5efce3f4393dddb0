import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium';

export interface OfflineFigure {
  path: string;
  /** Median milliseconds from the offline reload's start until the page's content shows. */
  medianMs: number;
  runsMs: number[];
}

/** What "the content shows" means per page: the first offer card, album card or the landing text. */
const CONTENT: Record<string, string> = {
  '/': '#impressionen h2',
  '/sale': '[data-testid="offer-card"]',
  '/galerie': '[data-testid="album-card"]',
};

/**
 * DESIGN.md section 9: a previously visited page renders its content from the service worker and
 * Dexie without the network. Visits each page online once (the worker installs, Dexie fills),
 * cuts the network, reloads and times until the content is visible. No CPU throttling: these are
 * this machine's figures.
 */
export async function measureOfflineReloads(origin: string, paths: readonly string[], runs = 5): Promise<OfflineFigure[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const figures: OfflineFigure[] = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(origin + path);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
      await page.waitForSelector(CONTENT[path] ?? 'main', { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      const runsMs: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const start = Date.now();
        await page.reload({ waitUntil: 'commit' });
        await page.waitForSelector(CONTENT[path] ?? 'main', { state: 'visible', timeout: 20_000 });
        runsMs.push(Date.now() - start);
      }
      await context.close();
      const sorted = [...runsMs].sort((a, b) => a - b);
      figures.push({ path, medianMs: sorted[Math.floor(sorted.length / 2)]!, runsMs });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
