// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getByRole } from '@testing-library/dom';
import { APP_CODE_DEADLINE_MS, appCodeArrived, dismissAppCodeMissing, showAppCodeMissing, watchAppCodeDeadline } from '../../src/ui/appCodeMissing';

const TEXT = 'Diese Seite konnte nicht vollständig geladen werden. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

describe("a page whose app code did not arrive says so instead of waiting for ever", () => {
  it("puts the alert above the prerendered content, and 'Erneut versuchen' loads the page anew", () => {
    document.body.innerHTML = '<div id="root"><main id="main"><h1>Aktuelle Angebote</h1><p>Angebote werden geladen …</p></main></div>';
    const reload = vi.fn();
    showAppCodeMissing(new TypeError('Failed to fetch dynamically imported module'), reload);

    const alert = getByRole(document.body, 'alert');
    expect(alert.textContent).toContain(TEXT);
    expect(document.getElementById('main')!.firstElementChild).toBe(alert);
    expect(document.querySelector('h1')!.textContent).toBe('Aktuelle Angebote');
    expect(console.error).toHaveBeenCalledWith('The app could not start:', expect.any(TypeError));

    getByRole(alert, 'button', { name: 'Erneut versuchen' }).click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('on the app shell, which has no content of its own, the alert is what the root shows', () => {
    document.body.innerHTML = '<div id="root"></div>';
    showAppCodeMissing(new Error('x'), vi.fn());
    expect(document.getElementById('root')!.firstElementChild?.getAttribute('role')).toBe('alert');
  });

  it('one failure told twice (Vite\'s preload event, then the entry\'s catch) is logged once', () => {
    document.body.innerHTML = '<main id="main"></main>';
    const failure = new TypeError('Failed to fetch dynamically imported module');
    showAppCodeMissing(failure, vi.fn());
    showAppCodeMissing(failure, vi.fn());
    showAppCodeMissing(new Error('another'), vi.fn());
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('a second failure adds no second alert', () => {
    document.body.innerHTML = '<main id="main"></main>';
    showAppCodeMissing(new Error('first'), vi.fn());
    showAppCodeMissing(new Error('second'), vi.fn());
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});

describe('its stylesheet', () => {
  it("uses only the theme's variables, so a renamed token cannot leave it unstyled", () => {
    const read = (file: string) => readFileSync(path.join('src', file), 'utf8');
    const used = new Set([...read('ui/appCodeMissing.css').matchAll(/var\((--[\w-]+)\)/g)].map((match) => match[1]));
    // Panda's generated token list (panda codegen) names each token's variable.
    const defined = new Set([...read('styled-system/tokens/index.mjs').matchAll(/"variable": "var\((--[\w-]+)\)"/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });
});

describe("the pages' inline watch (src/early/watchAppCode.ts)", () => {
  beforeEach(async () => {
    document.body.innerHTML = '<main id="main"><h1>Willkommen</h1></main>';
    // Its deadline is tested below: here the app's code has arrived.
    window.__appCodeArrived = true;
    await import('../../src/early/watchAppCode');
  });

  const failToLoad = (element: HTMLElement) => {
    document.head.append(element);
    // As the browser does: on the element, not bubbling.
    element.dispatchEvent(new Event('error'));
  };

  it('shows the alert when a module script (the entry, or one it imports) cannot be loaded', () => {
    const entry = Object.assign(document.createElement('script'), { type: 'module', src: '/assets/index-abc.js' });
    window.__appCodeArrived = undefined;
    failToLoad(entry);
    window.__appCodeArrived = true;
    expect(getByRole(document.body, 'alert').textContent).toContain(TEXT);
    expect(console.error).toHaveBeenCalledWith('The app could not start:', expect.objectContaining({ message: expect.stringContaining('/assets/index-abc.js') }));
  });

  it("stays quiet for an image, a classic script (a painter: the app paints without it) or a preload that fail", () => {
    failToLoad(Object.assign(document.createElement('img'), { src: '/missing.webp' }));
    failToLoad(Object.assign(document.createElement('script'), { src: '/early-offers.js' }));
    failToLoad(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/assets/react-abc.js' }));
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('code that neither arrives nor fails (a stalled link)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.__appCodeArrived = undefined;
    document.body.innerHTML = '<div id="root"><main id="main"><h1>Aktuelle Angebote</h1></main></div>';
  });
  afterEach(() => vi.useRealTimers());

  it('past the deadline without the app running, the page says its code did not arrive', () => {
    watchAppCodeDeadline();
    vi.advanceTimersByTime(APP_CODE_DEADLINE_MS - performance.now() - 1);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(getByRole(document.body, 'alert').textContent).toContain(TEXT);
  });

  it('an app that runs by then shows nothing', () => {
    watchAppCodeDeadline();
    appCodeArrived();
    vi.advanceTimersByTime(APP_CODE_DEADLINE_MS);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('code that arrives after the notice takes it away before the app renders the page', () => {
    watchAppCodeDeadline();
    vi.advanceTimersByTime(APP_CODE_DEADLINE_MS);
    expect(document.querySelector('[role="alert"]')).not.toBeNull();
    appCodeArrived();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(document.getElementById('main')!.innerHTML).toBe('<h1>Aktuelle Angebote</h1>');
  });
});

describe('code the running page asks for on demand (the chat, a dialog, the lightbox) that does not arrive', () => {
  const page = '<div id="root"><main id="main"><h1>Aktuelle Angebote</h1></main></div>';
  beforeEach(async () => {
    document.body.innerHTML = page;
    window.__appCodeArrived = true;
    await import('../../src/early/watchAppCode');
  });

  it("floats the notice after the page, which stays as it was; 'Schließen' takes it away, 'Erneut versuchen' loads the page anew", () => {
    const reload = vi.fn();
    showAppCodeMissing(new TypeError('Failed to fetch dynamically imported module'), reload);
    const alert = getByRole(document.body, 'alert');
    expect(alert.textContent).toContain(TEXT);
    expect(alert.hasAttribute('data-floating')).toBe(true);
    expect(document.body.lastElementChild).toBe(alert);
    expect(document.getElementById('root')!.outerHTML).toBe(page);
    expect(console.error).toHaveBeenCalledWith('Code the page asked for could not be loaded:', expect.any(TypeError));

    getByRole(alert, 'button', { name: 'Erneut versuchen' }).click();
    expect(reload).toHaveBeenCalledOnce();
    getByRole(alert, 'button', { name: 'Schließen' }).click();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it("is what the watch shows when Vite's loader reports an import that failed", () => {
    const failure = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new TypeError('Failed to fetch dynamically imported module: /assets/ChatDialog-1.js') });
    window.dispatchEvent(failure);
    expect(getByRole(document.body, 'alert').textContent).toContain(TEXT);
    // Not prevented: the import still fails for the code that asked, which stops waiting for it.
    expect(failure.defaultPrevented).toBe(false);
    expect(console.error).toHaveBeenCalledWith('Code the page asked for could not be loaded:', failure.payload);
  });

  it('offline it waits for the connection (the offline banner says why; a reload would lose the page), then shows', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    showAppCodeMissing(new TypeError('Failed to fetch dynamically imported module'), vi.fn());
    expect(document.querySelector('[role="alert"]')).toBeNull();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(getByRole(document.body, 'alert').textContent).toContain(TEXT);
  });

  it('a screen that says the same takes it away', () => {
    showAppCodeMissing(new Error('x'), vi.fn());
    dismissAppCodeMissing();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  /** A modal dialog opened on the page, as Chakra's, the phone menu or a confirmation question mark theirs. */
  function modal(role: 'dialog' | 'alertdialog', content = ''): HTMLElement {
    const element = Object.assign(document.createElement('div'), { innerHTML: content });
    element.setAttribute('role', role);
    element.setAttribute('aria-modal', 'true');
    document.body.append(element);
    return element;
  }

  it('stands at the end of a modal dialog while one is open, which left it covered and inert outside, and goes back after it', async () => {
    showAppCodeMissing(new Error('x'), vi.fn());
    const alert = getByRole(document.body, 'alert');
    const chat = modal('dialog', '<p>Guten Tag!</p><input />');
    chat.dataset.state = 'open';
    await vi.waitFor(() => expect(chat.lastElementChild).toBe(alert));
    // A confirmation question over it takes it on.
    const question = modal('alertdialog');
    await vi.waitFor(() => expect(question.lastElementChild).toBe(alert));
    question.remove();
    await vi.waitFor(() => expect(chat.lastElementChild).toBe(alert));
    chat.dataset.state = 'closed';
    await vi.waitFor(() => expect(document.body.lastElementChild).toBe(alert));
    getByRole(alert, 'button', { name: 'Schließen' }).click();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    // Closed, it stays closed when the next dialog opens.
    chat.dataset.state = 'open';
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('a dialog removed with the notice in it hands the notice back to the page', async () => {
    showAppCodeMissing(new Error('x'), vi.fn());
    const alert = getByRole(document.body, 'alert');
    const menu = modal('dialog');
    await vi.waitFor(() => expect(menu.lastElementChild).toBe(alert));
    menu.remove();
    await vi.waitFor(() => expect(document.body.lastElementChild).toBe(alert));
    dismissAppCodeMissing();
  });
});
