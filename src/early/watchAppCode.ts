/**
 * Inline in every page's head (scripts/vite/earlyScript.ts): when the app's entry module, or a
 * module it imports, cannot be loaded, the browser fires 'error' on its script element and no
 * code of the app runs, so the entry's own handler (src/main.tsx) cannot say so. This does, with
 * the same notice; and when the app is not running by APP_CODE_DEADLINE_MS (a request that stalls
 * fires no error); and, once the app runs, when code it loads on demand cannot be loaded. Inline,
 * as an external script could arrive after the failure.
 */
import { showAppCodeMissing, watchAppCodeDeadline } from '../ui/appCodeMissing';

document.addEventListener(
  'error',
  (event) => {
    const script = event.target;
    if (script instanceof HTMLScriptElement && script.type === 'module') showAppCodeMissing(new Error(`${script.src} could not be loaded`));
  },
  // A script's error event does not bubble.
  true,
);

// Code loaded on demand that cannot be loaded (Vite's loader announces it; the import still fails).
window.addEventListener('vite:preloadError', (event) => showAppCodeMissing((event as Event & { payload?: unknown }).payload));

// A request that stalls fires no error: past the deadline the page says so all the same.
watchAppCodeDeadline();
