import { nextTask } from '../lib/nextTask';

/**
 * A prerendered page names the app's modules in this meta tag instead of preloading them
 * (scripts/build/prerender.ts): they download once its first view is on screen, all at once,
 * rather than one import after another.
 */
export const APP_MODULES_META = 'wichtrey-app-modules';

/** Preloads added per task: each costs a slow phone about 2 ms, all forty would be one long task. */
const PER_TASK = 8;

/** Starts the download of the modules the page's meta tag names (none elsewhere); resolves once all are asked for. */
export async function preloadAppModules(): Promise<void> {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)?.content.split(' ').filter(Boolean) ?? [];
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
