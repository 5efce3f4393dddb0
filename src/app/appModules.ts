import { nextTask } from '../lib/nextTask';

/**
 * A prerendered page names the app's modules in this meta tag instead of preloading them
 * (scripts/build/prerender.ts): they download once its first view is on screen, all at once,
 * rather than one import after another.
 */
export const APP_MODULES_META = 'wichtrey-app-modules';

/** Preloads added per task: each costs a slow phone about 2 ms, all forty would be one long task. */
const PER_TASK = 8;

const namedModules = () => document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)?.content.split(' ').filter(Boolean);

/** Starts the download of the modules the page's meta tag names (none elsewhere); resolves once all are asked for. */
export async function preloadAppModules(): Promise<void> {
  const files = namedModules() ?? [];
  for (let from = 0; from < files.length; from += PER_TASK) {
    if (from > 0) await nextTask();
    for (const href of files.slice(from, from + PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  }
}

/**
 * Evaluates the app's modules one chunk per task, dependencies first (the build lists them in that
 * order: scripts/build/routePreloads.ts), before the app's own `import()`: evaluated by that one
 * import, the whole graph ran as one task (26-30 ms on a fast machine, four times that on a slow
 * phone). Pages name them in their meta tag, the app shell in its preload links. A chunk that fails
 * to load ends this early: the app's own import meets the same failure and reports it.
 */
export async function evaluateAppModules(load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href)): Promise<void> {
  const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? '');
  for (const href of namedModules() ?? preloaded.filter(Boolean)) {
    try {
      await load(href);
    } catch {
      return;
    }
    await nextTask();
  }
}
