import { expect, type Locator, type Page } from '@playwright/test';
import { APP_RUNNING } from '../../../src/app/layout/useMarkAppRunning';

/** Scrolls instantly (no smooth scrolling) and waits a frame so rAF-throttled listeners ran. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => {
    window.scrollTo({ top, behavior: 'instant' });
  }, y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export async function maxScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

/**
 * Records every request to a host other than the site itself and its own backend (the Supabase
 * project the site is configured for): anything else would be a third party.
 */
export function recordForeignRequests(page: Page, origin: string): string[] {
  const allowed = new Set([origin, ...(process.env.E2E_SUPABASE_URL ? [new URL(process.env.E2E_SUPABASE_URL).origin] : [])]);
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (!allowed.has(new URL(url).origin)) foreign.push(url);
  });
  return foreign;
}

/** Waits until the app runs the page (src/app/layout/useMarkAppRunning.ts): prerendered pages load it after their first view. */
export async function appRunning(page: Page): Promise<void> {
  await page.locator(`html[${APP_RUNNING.attribute}="${APP_RUNNING.value}"]`).waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * Declarations of the page's stylesheets that Chromium refuses (`CSS.supports`), as
 * `selector { property: value }`. The browser drops such a declaration without a word, so a style
 * value that names no token (Panda writes `z-index: skipLink` for an unknown one) looks fine in
 * the source and does nothing. Values with `var()` are judged only when computed, and properties
 * this browser does not know, prefixed ones and `@font-face` descriptors are left out.
 */
export async function refusedStyleDeclarations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const hrefs = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);
    const refused: string[] = [];
    for (const href of hrefs) {
      const text = await (await fetch(href)).text();
      // Innermost blocks, with the text before each: its selector, or `@font-face`.
      for (const [, before, body] of text.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
        const selector = before!.trim();
        if (selector.endsWith('@font-face')) continue;
        for (const declaration of splitDeclarations(body!)) {
          const colon = declaration.indexOf(':');
          if (colon < 0) continue;
          const property = declaration.slice(0, colon).trim();
          const value = declaration.slice(colon + 1).replace(/!important\s*$/, '').trim();
          if (property.startsWith('-') || value.includes('var(') || !CSS.supports(property, 'initial')) continue;
          if (!CSS.supports(property, value)) refused.push(`${selector.slice(-80)} { ${property}: ${value} }`);
        }
      }
    }
    return refused;

    function splitDeclarations(body: string): string[] {
      const parts: string[] = [];
      let depth = 0;
      let current = '';
      for (const char of body) {
        if (char === '(') depth += 1;
        if (char === ')') depth -= 1;
        if (char === ';' && depth === 0) {
          parts.push(current);
          current = '';
        } else current += char;
      }
      return [...parts, current].filter((part) => part.trim());
    }
  });
}

/**
 * Waits until every transition and finite animation on the page has run to its end (at most 3 s;
 * a slideshow's endless ones are left running): what is measured then is what stays on screen,
 * not a dialog halfway through fading in, which is paler than it will be.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/** The element's box shares no pixel with any of the others' (a text clear of the controls over it). */
export async function expectClearOf(target: Locator, others: Locator[]): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the element is on screen').not.toBeNull();
  for (const other of others) {
    const next = await other.boundingBox();
    expect(next, 'the control is on screen').not.toBeNull();
    const apart = box!.x + box!.width <= next!.x || next!.x + next!.width <= box!.x || box!.y + box!.height <= next!.y || next!.y + next!.height <= box!.y;
    expect(apart, `${JSON.stringify(box)} clear of ${JSON.stringify(next)}`).toBe(true);
  }
}

/**
 * Watches for the first element matching `selector` to enter the page; the check it returns says
 * whether the focus was inside it at that moment, before anything was painted or a key could come
 * (call it before the action that shows the element, await the check after).
 */
export async function focusInsideWhenShown(page: Page, selector: string): Promise<() => Promise<boolean>> {
  const key = `__focusInsideWhenShown${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ selector, key }) => {
      (window as unknown as Record<string, Promise<boolean>>)[key] = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const element = document.querySelector(selector);
          if (!element) return;
          observer.disconnect();
          resolve(element.contains(document.activeElement));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    },
    { selector, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, Promise<boolean>>)[key]!, key);
}

/**
 * Presses Escape in an open overlay (a Chakra dialog or popover, the chat) once the focus is in
 * it, as a keyboard user does. Chakra starts listening for the key in the frame that first paints
 * the overlay, and the page's markup shows the overlay before that frame: a key pressed then is
 * lost (a loaded run lost one on the sync panel). The focus moves in within the same frame.
 */
export async function pressEscapeIn(overlay: Locator): Promise<void> {
  await expect.poll(() => overlay.evaluate((element) => element.contains(document.activeElement)), { message: 'the focus is in the overlay' }).toBe(true);
  await overlay.page().keyboard.press('Escape');
}

/** Sums the page's layout shifts not caused by input, from its first frame on (call before it loads). */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far (watchLayoutShift), once the frames before now have been reported. */
export async function layoutShift(page: Page): Promise<number> {
  // Shifts are reported after the frame that made them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** The browser's default font size, as a reader sets it (32 px: text enlarged to 200 %); pages loaded after this use it. */
export async function setTextSize(page: Page, pixels: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: pixels, fixed: Math.round(pixels * 0.8125) } });
}

/** The width left in a text field beside its placeholder, in px (negative: the placeholder is cut). */
export function roomBesidePlaceholder(field: Locator): Promise<number> {
  return field.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const pen = document.createElement('canvas').getContext('2d')!;
    pen.font = `${style.fontSize} ${style.fontFamily}`;
    return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - pen.measureText(element.placeholder).width;
  });
}

/** How much of the element's height shows: clipped by the screen and by every scrolling or clipping box around it. */
export function visibleHeight(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    let { top, bottom } = element.getBoundingClientRect();
    top = Math.max(top, 0);
    bottom = Math.min(bottom, window.innerHeight);
    for (let box = element.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflowY === 'visible') continue;
      const clip = box.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    return Math.max(0, bottom - top);
  });
}

/** The shown buttons of the page that reach past the screen's left or right edge, by their names. */
export function buttonsOffTheScreenSideways(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, a[role="button"]')].flatMap((button) => {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(button).visibility === 'hidden') return [];
      const off = box.left < -1 || box.right > document.documentElement.clientWidth + 1;
      return off ? [`${(button.getAttribute('aria-label') ?? button.textContent ?? '').trim().slice(0, 40)} (${Math.round(box.left)}–${Math.round(box.right)} px)`] : [];
    }),
  );
}
