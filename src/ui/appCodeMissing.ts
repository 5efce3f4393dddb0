import { appCodeMissingText } from '../content/appCodeMissing';

const NOTICE = 'app-code-missing';

declare global {
  interface Window {
    /** Set once the app's code is all here, as it starts rendering the page (src/app/start.tsx). */
    __appCodeArrived?: boolean;
  }
}

/**
 * How long into a visit the app's code may take before the page says it did not arrive: a module
 * request that neither arrives nor fails (a stalled link) fires no error. Well above a slow
 * phone's first load on a slow link (the first view waits up to 3 s, then 100-250 KB of code).
 */
export const APP_CODE_DEADLINE_MS = 20_000;

/**
 * The app's code did not arrive (a dropped connection, a chunk the browser could not get): the
 * page's HTML stays on screen, but its buttons do nothing and a data page would say 'werden geladen'
 * for ever. Says so above the page's content, with 'Erneut versuchen', which loads the page anew
 * (the browser remembers a module that failed: importing it again cannot work). Plain DOM and
 * CSS: the code that renders and styles anything else is what failed. Shown by the entry when a
 * chunk it loads fails (src/main.tsx), and by the pages' inline watch when the entry itself or a
 * module it imports does (src/early/watchAppCode.ts); its stylesheet comes with the entry's CSS,
 * which the page links apart from the entry's code.
 *
 * Once the app runs, what fails is code it loads on demand (the chat, a dialog, the lightbox): the
 * page stays as it is (src/lib/lazyPart.ts), and the notice floats at the bottom of the window,
 * where the one who pressed is, with 'Schließen' to go on without that part; inside a dialog, while
 * one is open.
 */
export function showAppCodeMissing(error: unknown, reload: () => void = () => window.location.reload()): void {
  const floating = window.__appCodeArrived === true;
  if (firstReport(error)) console.error(floating ? 'Code the page asked for could not be loaded:' : 'The app could not start:', error);
  // Offline, the offline banner says why, and a reload would lose the page: the notice waits for
  // the connection, when 'Erneut versuchen' can work.
  if (floating && navigator.onLine === false) {
    window.addEventListener('online', () => showNotice(floating, reload), { once: true });
    return;
  }
  showNotice(floating, reload);
}

// Vite announces a failed import ('vite:preloadError', the pages' watch) and then throws the same
// error to the entry's catch: one failure, logged once.
const reported = new WeakSet<object>();

function firstReport(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  if (reported.has(error)) return false;
  reported.add(error);
  return true;
}

function showNotice(floating: boolean, reload: () => void): void {
  if (document.querySelector(`.${NOTICE}`)) return;
  const notice = document.createElement('div');
  notice.className = NOTICE;
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = appCodeMissingText.text;
  const retry = button(appCodeMissingText.retry, reload);
  notice.append(text, retry);
  if (floating) {
    notice.dataset.floating = '';
    notice.append(button(appCodeMissingText.close, dismissAppCodeMissing));
    document.body.append(notice);
    followDialogs(notice);
    return;
  }
  // Prerendered pages have their main landmark; the app shell has only an empty root.
  (document.getElementById('main') ?? document.getElementById('root') ?? document.body).prepend(notice);
}

/** A modal dialog open now, the topmost (Chakra's, the phone menu, the lightbox, a confirmation question). */
const OPEN_MODAL = ':is([role="dialog"], [role="alertdialog"])[aria-modal="true"]:not([data-state="closed"]):not([hidden])';

let stopFollowing: (() => void) | null = null;

/**
 * The floating notice stands at the end of the body, next in the keyboard's order; while a modal
 * dialog is open, at the end of the dialog (clear of its title, its close button and its first field). Outside, the dialog covered it and left it
 * inert: the chat opened after a part had failed hid its replies under a notice whose buttons took
 * no tap, no key and no screen reader (a walk-through on a phone with a dropped connection).
 */
function followDialogs(notice: HTMLElement): void {
  const place = () => {
    // Taken out of the page itself (not with a dialog it stood in): nothing to follow any more.
    if (notice.parentElement === null) return watch.disconnect();
    const home = [...document.querySelectorAll<HTMLElement>(OPEN_MODAL)].at(-1) ?? document.body;
    if (notice.parentElement !== home) home.append(notice);
  };
  const watch = new MutationObserver(place);
  watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state', 'aria-modal', 'hidden'] });
  stopFollowing = () => watch.disconnect();
  place();
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}

/** Takes the notice away: closed, or a screen that says the same shows (src/app/error/ErrorScreen.tsx). */
export function dismissAppCodeMissing(): void {
  stopFollowing?.();
  stopFollowing = null;
  document.querySelector(`.${NOTICE}`)?.remove();
}

/** The pages' inline watch: once the deadline has passed without the app running, the notice shows. */
export function watchAppCodeDeadline(): void {
  setTimeout(
    () => {
      if (!window.__appCodeArrived) showAppCodeMissing(new Error(`the app's code did not arrive within ${APP_CODE_DEADLINE_MS} ms`));
    },
    Math.max(0, APP_CODE_DEADLINE_MS - performance.now()),
  );
}

/** The app's code is all here after all (a late link): the notice goes before the app renders the page. */
export function appCodeArrived(): void {
  window.__appCodeArrived = true;
  dismissAppCodeMissing();
}
