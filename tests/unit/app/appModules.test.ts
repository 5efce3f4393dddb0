// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_MODULES_META, preloadAppModules } from '../../../src/app/appModules';

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
