/**
 * Cache-Control by path, as data: the local server applies it and the build writes it into
 * `_headers` for static hosts. Hashed build assets never change, so browsers keep them for a
 * year; the pages, the service worker and the manifest must always be revalidated or an update
 * never arrives. First match wins; pages are every path without a file extension, and `.html`.
 */
export const CACHE_RULES: readonly { pattern: string; cacheControl: string }[] = [
  { pattern: '/assets/*', cacheControl: 'public, max-age=31536000, immutable' },
  { pattern: '/sw.js', cacheControl: 'no-cache' },
  { pattern: '/sw-sync.js', cacheControl: 'no-cache' },
  { pattern: '/manifest.webmanifest', cacheControl: 'no-cache' },
  { pattern: '/*.html', cacheControl: 'no-cache' },
];

/** Pages: revalidated on every visit. Other files (icons, robots.txt): an hour. */
export const PAGE_CACHE = 'no-cache';
export const OTHER_CACHE = 'public, max-age=3600';

function matches(pattern: string, urlPath: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(urlPath);
}

export function cacheControlFor(urlPath: string): string {
  const rule = CACHE_RULES.find(({ pattern }) => matches(pattern, urlPath));
  if (rule) return rule.cacheControl;
  return /\.[a-z0-9]+$/i.test(urlPath) ? OTHER_CACHE : PAGE_CACHE;
}
