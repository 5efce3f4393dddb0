import type { ComponentType } from 'react';

/** A page of the site: a pattern (`/galerie/:albumId`) and its component, or the code to load it. */
export interface RouteDef {
  path: string;
  Component?: ComponentType;
  lazy?: () => Promise<{ Component: ComponentType }>;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const segments = (pathname: string) => pathname.split('/').filter(Boolean);

/** The first route whose pattern fits `pathname` (a trailing slash allowed), with its parameters. */
export function matchRoute(routes: readonly RouteDef[], pathname: string): RouteMatch | null {
  const actual = segments(pathname);
  for (const route of routes) {
    const pattern = segments(route.path);
    if (pattern.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, index) => {
      const value = actual[index]!;
      if (!part.startsWith(':')) return part === value;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        params[part.slice(1)] = value;
      }
      return true;
    });
    if (fits) return { route, params };
  }
  return null;
}
