import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium';

/** A page's HTML with every script and script preload taken out: what it is as static HTML. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

/**
 * A data page as a visitor's phone shows it once loaded (cards, images, captions from the demo
 * content), saved as static HTML without scripts: the floor a data page is compared with, since
 * the prerendered file alone holds no data. Lighthouse's simulated LCP phases are the observed
 * ones scaled to the simulated LCP (lighthouse/core/computed/metrics/lcp-breakdown.js), so the
 * same page with nothing but HTML, CSS and images says what "image → LCP" the browser itself
 * costs.
 */
export async function staticCopy(url: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return withoutScripts(await page.content());
  } finally {
    await browser.close();
  }
}
