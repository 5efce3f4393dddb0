// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_MODULES_META, evaluateAppModules, preloadAppModules } from '../../../src/app/appModules';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

beforeEach(() => {
  document.head.innerHTML = '';
});

afterEach(() => vi.useRealTimers());

describe("a painted page's app modules", () => {
  it('are all preloaded once the app may load, a few per task so that no task is long', async () => {
    const files = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    document.head.innerHTML = `<meta name="${APP_MODULES_META}" content="${files.join(' ')}">`;
    const done = preloadAppModules();
    // The first batch is asked for at once, the rest in later tasks.
    expect(preloads().length).toBeGreaterThan(0);
    expect(preloads().length).toBeLessThan(files.length);
    await done;
    expect(preloads().map((link) => new URL(link.href).pathname)).toEqual(files);
    expect(preloads().every((link) => link.crossOrigin === '')).toBe(true);
  });

  it('are all asked for while timers are held back (a background tab, a frozen test clock)', async () => {
    vi.useFakeTimers();
    const files = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    document.head.innerHTML = `<meta name="${APP_MODULES_META}" content="${files.join(' ')}">`;
    await preloadAppModules();
    expect(preloads()).toHaveLength(files.length);
  });

  it('are none on a page without the meta tag (its HTML preloads them)', async () => {
    await preloadAppModules();
    expect(preloads()).toEqual([]);
  });
});

describe("the app's modules are evaluated before the app's own import", () => {
  const flushMicrotasks = async () => {
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
  };

  it('one chunk per task, in the order the page names them (dependencies first)', async () => {
    const files = ['/assets/dexie-1.js', '/assets/database-2.js', '/assets/start-3.js', '/assets/SalePage-4.js'];
    document.head.innerHTML = `<meta name="${APP_MODULES_META}" content="${files.join(' ')}">`;
    const loaded: string[] = [];
    const done = evaluateAppModules(async (href) => void loaded.push(href));
    await flushMicrotasks();
    // The next chunk waits for a later task: no two evaluations share one.
    expect(loaded).toEqual([files[0]]);
    await done;
    expect(loaded).toEqual(files);
  });

  it("on the app shell (no meta tag): the modules its preload links name, in their order", async () => {
    document.head.innerHTML = ['/assets/a.js', '/assets/b.js'].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
    const loaded: string[] = [];
    await evaluateAppModules(async (href) => void loaded.push(href));
    expect(loaded).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('stops at a chunk that fails to load, without an error of its own (the app reports the failure)', async () => {
    document.head.innerHTML = `<meta name="${APP_MODULES_META}" content="/assets/a.js /assets/b.js /assets/c.js">`;
    const loaded: string[] = [];
    await expect(
      evaluateAppModules(async (href) => {
        loaded.push(href);
        if (href.endsWith('b.js')) throw new TypeError('Failed to fetch dynamically imported module');
      }),
    ).resolves.toBeUndefined();
    expect(loaded).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});
