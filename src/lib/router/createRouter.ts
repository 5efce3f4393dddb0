import type { ComponentType } from 'react';
import type { HistorySource, RouterLocation } from './history';
import { matchRoute, type RouteDef, type RouteMatch } from './matchRoute';
import { PageCodeError, RouteErrorResponse } from './routeError';
import { saveScrollPosition } from './scrollPositions';
import { focusedLink, saveFocusedLink } from './focusPositions';

type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  location: RouterLocation;
  historyAction: HistoryAction;
  match: RouteMatch | null;
  /** The page's component; null while its code loads (only on a first render without prerendered HTML). */
  Component: ComponentType | null;
  /** 404 for an unknown path, or why the page's code did not load. */
  error: unknown;
  /** The navigation asked to keep the scroll position (pagination and lightbox do their own). */
  preventScrollReset: boolean;
  /** The page the app started on: its scroll position is the browser's, not the router's. */
  initial: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface AppRouter {
  readonly state: RouterState;
  /** Resolves once the first page's code is here (the prerendered HTML can then be hydrated). */
  readonly ready: Promise<void>;
  /** A path (absolute, or `?query` on the current page), or a number of entries to go back or forth. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  /** With `seen`, a listener that has not seen the current state gets it at once. */
  subscribe(listener: (state: RouterState) => void, seen?: RouterState): () => void;
  /**
   * Holds Back and Forward while `onBlocked` is registered (a form with unsaved input): the move is
   * undone and `onBlocked` gets a `proceed` that makes it after all. Answers the release.
   */
  block(onBlocked: (proceed: () => void) => void): () => void;
}

/**
 * The site's router: matches a path to its page, loads the page's code before it shows (the old
 * page stays until then, as a link click on a server-rendered site would), and keeps the history.
 *
 * Ours, not React Router's: its data router was 27 KB of the 100 KB of compressed JavaScript a
 * first visit may load (DESIGN.md section 9), for nine flat routes without loaders. This is
 * ~2 KB. Small routers (wouter) update the location outside transitions and neither load a
 * page's code before switching nor restore scroll positions, the parts that needed writing here.
 */
export function createRouter(routes: readonly RouteDef[], history: HistorySource): AppRouter {
  const components = new Map<RouteDef, ComponentType>();
  for (const route of routes) if (route.Component) components.set(route, route.Component);
  const listeners = new Set<(state: RouterState) => void>();
  // Only the newest navigation may show: an older one whose code arrives later is dropped.
  let latest = 0;

  function resolve(location: RouterLocation, historyAction: HistoryAction, error: unknown, extra: Partial<RouterState> = {}): RouterState {
    const match = matchRoute(routes, location.pathname);
    return {
      location,
      historyAction,
      match,
      Component: match ? (components.get(match.route) ?? null) : null,
      error: match ? error : new RouteErrorResponse(404, 'Not Found'),
      preventScrollReset: false,
      initial: false,
      ...extra,
    };
  }

  /** The route at `pathname` whose code has yet to be loaded, if any. */
  const routeNeedingCode = (pathname: string) => {
    const route = matchRoute(routes, pathname)?.route;
    return route?.lazy && !components.has(route) ? { route, lazy: route.lazy } : null;
  };

  /** Loads the code of the page at `pathname`; answers what went wrong, if anything. */
  async function load(pathname: string): Promise<unknown> {
    const pending = routeNeedingCode(pathname);
    if (!pending) return null;
    try {
      components.set(pending.route, (await pending.lazy()).Component);
      return null;
    } catch (error) {
      return new PageCodeError(error);
    }
  }

  let state = resolve(history.location(), 'POP', null, { initial: true });

  function commit(next: RouterState) {
    state = next;
    listeners.forEach((listener) => listener(next));
  }

  const ready = (async () => {
    const first = state.location;
    const error = await load(first.pathname);
    if (state.location === first && (error || !state.Component)) commit(resolve(first, state.historyAction, error, { initial: true }));
  })();

  const blockers: ((proceed: () => void) => void)[] = [];
  const release = (blocker: (proceed: () => void) => void) => {
    const index = blockers.indexOf(blocker);
    if (index !== -1) blockers.splice(index, 1);
  };
  // The move back that undoes a held one: not a navigation of its own.
  let undoing = false;
  // A held move made after all: no other hold stops it.
  let passing = false;

  history.listen((delta) => {
    if (undoing) {
      undoing = false;
      return;
    }
    const blocker = passing ? undefined : blockers.at(-1);
    passing = false;
    if (blocker && delta !== 0) {
      undoing = true;
      history.go(-delta);
      blocker(() => {
        release(blocker);
        passing = true;
        history.go(delta);
      });
      return;
    }
    const id = ++latest;
    // The page on screen is still the one left: its position and focused link are kept for a return.
    saveScrollPosition(state.location.key);
    saveFocusedLink(state.location.key);
    const location = history.location();
    void load(location.pathname).then((error) => {
      if (id === latest) commit(resolve(location, 'POP', error));
    });
  });

  async function navigate(to: string | number, options: NavigateOptions = {}) {
    if (typeof to === 'number') return history.go(to);
    const id = ++latest;
    const current = state.location;
    // Before the route's code is awaited: a link in the phone's menu is gone once the menu closes.
    const leftBy = focusedLink();
    const url = new URL(to, `http://router.local${current.pathname}${current.search}`);
    // With its code here, the new entry is written at once (two calls in a row build on each other).
    const error = routeNeedingCode(url.pathname) ? await load(url.pathname) : null;
    if (id !== latest) return;
    saveScrollPosition(state.location.key);
    saveFocusedLink(state.location.key, leftBy);
    const href = `${url.pathname}${url.search}${url.hash}`;
    // As a browser does for a link to the page it shows: no second entry for the same address
    // (a double click on 'Nächste Seite' needed two Backs).
    const here = history.location();
    const replace = options.replace || href === `${here.pathname}${here.search}${here.hash}`;
    history[replace ? 'replace' : 'push'](href, options.state ?? null);
    commit(resolve(history.location(), replace ? 'REPLACE' : 'PUSH', error, { preventScrollReset: Boolean(options.preventScrollReset) }));
  }

  return {
    get state() {
      return state;
    },
    ready,
    navigate,
    subscribe(listener, seen) {
      listeners.add(listener);
      if (seen && seen !== state) listener(state);
      return () => listeners.delete(listener);
    },
    block(onBlocked) {
      blockers.push(onBlocked);
      return () => release(onBlocked);
    },
  };
}
