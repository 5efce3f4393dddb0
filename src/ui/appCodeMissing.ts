import { appCodeMissingText } from '../content/appCodeMissing';

const NOTICE = 'app-code-missing';

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
