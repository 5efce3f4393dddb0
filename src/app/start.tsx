import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { routes } from './routes';
import { createBrowserHistory, createRouter, type AppRouter } from '../lib/router';
import { authRedirectTarget } from '../lib/authRedirect';
import { closeEarlyPaint } from '../lib/earlyPaint';
import { hydrationStarted } from '../lib/hydration';
import { appCodeArrived } from '../ui/appCodeMissing';

// Made by start(); the PWA layer, a root of its own, navigates through it.
let router: AppRouter | null = null;
const navigate = (to: string) => {
  if (router) void router.navigate(to);
  else window.location.assign(to);
};

async function start() {
  // A password-recovery link that landed on a page without the login control goes on to /sale.
  const redirect = authRedirectTarget(window.location);
  if (redirect) return window.location.replace(redirect);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks the #root element');
  const prerendered = container.firstElementChild !== null;
  router = createRouter(routes, createBrowserHistory());
  // A prerendered page can only be hydrated once the code of its (lazily loaded) page is here,
  // otherwise the first client render would differ from the HTML.
  if (prerendered) await router.ready;
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRoutes router={router} />
      </AppProviders>
    </StrictMode>
  );
  // From here React owns the page: the early script paints no more (src/lib/earlyPaint.ts), and a
  // notice that the code had not arrived (a late link) goes, so the markup is the page's own.
  appCodeArrived();
  closeEarlyPaint();
  if (prerendered) hydrationStarted();
  // As a transition, React renders in slices and yields between them, so hydrating the whole page
  // is no single long task on a slow phone (a click meanwhile hydrates its target first).
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

/**
 * The service worker and the app's own layers (offline banner, update prompt, install hint) are
 * not needed for the first paint: they start once the page has loaded.
 */
function startInstallableApp() {
  void import('../features/pwa/mountPwaLayer').then(({ mountPwaLayer }) => mountPwaLayer(navigate));
  // In development Vite serves modules the worker would cache and keep stale.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('../features/pwa/registerServiceWorker').then(({ captureInstallPrompt, keepVisitedPages, registerServiceWorker }) => {
    captureInstallPrompt();
    const current = router;
    if (current) keepVisitedPages((listener) => current.subscribe(listener));
    return registerServiceWorker();
  });
}

/** Renders or hydrates the page; called by the entry (src/main.tsx) once the first view allows. */
export function startApp(): void {
  void start();
  // The app may start after the page has loaded (it waited for the first view).
  if (document.readyState === 'complete') startInstallableApp();
  else window.addEventListener('load', startInstallableApp, { once: true });
}
