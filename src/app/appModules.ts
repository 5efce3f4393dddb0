/**
 * A page whose first view the early script paints names the app's modules in this meta tag
 * instead of preloading them (scripts/build/prerender.ts): they download once that view is on
 * screen, all at once, rather than one import after another.
 */
export const APP_MODULES_META = 'wichtrey-app-modules';

/** Starts the download of the modules the page's meta tag names (none elsewhere). */
export function preloadAppModules(): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)?.content.split(' ').filter(Boolean) ?? [];
  for (const href of files) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}
