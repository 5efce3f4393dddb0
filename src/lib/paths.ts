import { PAGE_PARAM } from './pageParam.ts';

/**
 * The site's routes, in one place: the patterns the router matches (src/app/routes.tsx), the
 * SEO table and the early reads key on, and below them the builders every link uses, so no link
 * hard-codes a URL.
 */
export const routePatterns = {
  home: '/',
  impressum: '/impressum',
  datenschutz: '/datenschutz',
  agb: '/agb',
  sale: '/sale',
  gallery: '/galerie',
  album: '/galerie/:albumId',
  offlineAvailable: '/offline',
  sharedImages: '/geteilt',
} as const;

export type RoutePattern = (typeof routePatterns)[keyof typeof routePatterns];

const ALBUM_PATHNAME = /^\/galerie\/([^/]+)\/?$/;

export const paths = {
  home: () => routePatterns.home,
  section: (id: string) => `${routePatterns.home}#${id}`,
  impressum: () => routePatterns.impressum,
  datenschutz: () => routePatterns.datenschutz,
  agb: () => routePatterns.agb,
  sale: () => routePatterns.sale,
  /** The gallery, at a page other than the first when given. */
  gallery: (page?: number) => (page && page > 1 ? `${routePatterns.gallery}?${PAGE_PARAM}=${page}` : routePatterns.gallery),
  album: (albumId: string) => routePatterns.album.replace(':albumId', encodeURIComponent(albumId)),
  offlineAvailable: () => routePatterns.offlineAvailable,
  sharedImages: () => routePatterns.sharedImages,
} as const;

/** Whether `pathname` is the page of a route without parameters (a trailing slash allowed). */
export function isPage(pathname: string, pattern: Exclude<RoutePattern, typeof routePatterns.album>): boolean {
  return pathname === pattern || pathname === `${pattern}/`;
}

/** The route's pathname without a trailing slash ('/galerie/' is '/galerie'). */
export const withoutTrailingSlash = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/** Whether `pathname` is one of the site's pages (any album id: the album page says whether it exists). */
export function isPagePath(pathname: string): boolean {
  const route = withoutTrailingSlash(pathname);
  return (Object.values(routePatterns) as string[]).includes(route) || albumIdOf(pathname) !== null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids (albums, images, offers) are UUIDs; anything else names no row (and the server would refuse the query). */
export const isUuid = (id: string): boolean => UUID.test(id);

/** The album id of an album page's pathname, else null. */
export function albumIdOf(pathname: string): string | null {
  const match = ALBUM_PATHNAME.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The login control belongs to the staff-editable pages only (SPEC.md section 2). */
export function showsLoginControl(pathname: string): boolean {
  return pathname === paths.sale() || pathname.includes(routePatterns.gallery);
}
