/**
 * Cache-Control per file: hashed build assets never change, so browsers keep them for a year;
 * the HTML shell and the service worker must always be revalidated or an update never arrives.
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html') || urlPath === '/' || /^\/(sw|service-worker|registerSW)\.js$/.test(urlPath) || urlPath.endsWith('.webmanifest')) {
    return 'no-cache';
  }
  return 'public, max-age=3600';
}
