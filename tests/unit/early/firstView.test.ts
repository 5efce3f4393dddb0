// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_WAIT_MS, firstViewPending, firstViewSettled, whenFirstViewSettled } from '../../../src/lib/firstView';

/** Whether the promise has resolved once pending timers and callbacks up to `ms` have run. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  delete window.__firstView;
  document.body.innerHTML = '<main><div data-early-region="offers">Angebote werden geladen …</div></main>';
});

afterEach(() => vi.useRealTimers());

describe("the app's code waits for a data page's first view", () => {
  it('waits while the early script paints, and starts as soon as it says the view is on screen', async () => {
    firstViewPending();
    const started = whenFirstViewSettled();
    expect(await settledAfter(started, 100)).toBe(false);
    firstViewSettled();
    expect(await settledAfter(started, 0)).toBe(true);
  });

  it('does not wait once the view has settled, nor on a page without a region to paint', async () => {
    firstViewPending();
    firstViewSettled();
    expect(await settledAfter(whenFirstViewSettled(), 0)).toBe(true);
    delete window.__firstView;
    document.body.innerHTML = '<main><h1>Impressum</h1></main>';
    expect(await settledAfter(whenFirstViewSettled(), 0)).toBe(true);
  });

  it('waits for an early script that has not run yet where a region awaits its paint', async () => {
    const started = whenFirstViewSettled();
    expect(await settledAfter(started, 100)).toBe(false);
    // The early script arrives and has nothing to paint (a signed-in user).
    firstViewSettled();
    expect(await settledAfter(started, 0)).toBe(true);
  });

  it(`starts anyway ${FIRST_VIEW_WAIT_MS} ms into the visit when the view never settles (its script or image lost)`, async () => {
    firstViewPending();
    const started = whenFirstViewSettled();
    const left = FIRST_VIEW_WAIT_MS - performance.now();
    expect(await settledAfter(started, Math.max(0, left - 10))).toBe(false);
    expect(await settledAfter(started, 20)).toBe(true);
  });
});

describe("the app's code waits for any prerendered page's first view", () => {
  /** The document as the browser has it while images, styles or fonts of the page still load. */
  function stillLoading() {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  }

  afterEach(() => {
    delete (document as { readyState?: string }).readyState;
  });

  it('starts once a page without an early paint has loaded, so its download does not slow what the page paints', async () => {
    document.body.innerHTML = '<div id="root"><main><h1>Wichtrey</h1></main></div>';
    stillLoading();
    const started = whenFirstViewSettled();
    expect(await settledAfter(started, 100)).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(await settledAfter(started, 0)).toBe(true);
  });

  it('starts at once on the app shell, which shows nothing without the app', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    stillLoading();
    expect(await settledAfter(whenFirstViewSettled(), 0)).toBe(true);
  });

  it(`starts anyway ${FIRST_VIEW_WAIT_MS} ms into the visit when the page is still loading (a slow image)`, async () => {
    document.body.innerHTML = '<div id="root"><main><h1>Wichtrey</h1></main></div>';
    stillLoading();
    const started = whenFirstViewSettled();
    const left = FIRST_VIEW_WAIT_MS - performance.now();
    expect(await settledAfter(started, Math.max(0, left - 10))).toBe(false);
    expect(await settledAfter(started, 20)).toBe(true);
  });
});
