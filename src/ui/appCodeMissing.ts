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
 */
export function showAppCodeMissing(error: unknown, reload: () => void = () => window.location.reload()): void {
  console.error('The app could not start:', error);
  if (document.querySelector(`.${NOTICE}`)) return;
  const notice = document.createElement('div');
  notice.className = NOTICE;
  notice.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = appCodeMissingText.text;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = appCodeMissingText.retry;
  retry.addEventListener('click', reload);
  notice.append(text, retry);
  // Prerendered pages have their main landmark; the app shell has only an empty root.
  (document.getElementById('main') ?? document.getElementById('root') ?? document.body).prepend(notice);
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
  document.querySelector(`.${NOTICE}`)?.remove();
}
