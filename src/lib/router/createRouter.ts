import type { ComponentType } from 'react';
import type { HistorySource, RouterLocation } from './history';
import { matchRoute, type RouteDef, type RouteMatch } from './matchRoute';
import { PageCodeError, RouteErrorResponse } from './routeError';
import { saveScrollPosition } from './scrollPositions';
import { focusedLink, saveFocusedLink } from './focusPositions';

type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

const hrefOf = (location: RouterLocation) => `${location.pathname}${location.search}${location.hash}`;

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
  /**
   * Gives an overlay just opened (the phone's menu, the chat, a dialog) a history entry over the
   * page, so that Back closes it, as on an app, instead of leaving the page: `onBack` is then
   * called. Answers the release, for an overlay closed otherwise: it takes its entry back.
   */
  overlay(onBack: () => void): () => void;
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

  // The open overlays' entries, the newest last.
  const overlays: { key: string; onBack: () => void }[] = [];
  // An overlay closed otherwise is taking its entry back: that move is no navigation, and a new
  // entry waits for it (else it would follow the overlay's entry, and Back would show that again).
  let steppedBack: Promise<void> | null = null;
  let landBack: (() => void) | null = null;

  history.listen((delta) => {
    if (undoing) {
      undoing = false;
      return;
    }
    if (landBack) {
      landBack();
      landBack = steppedBack = null;
      return;
    }
    const arrived = history.location();
    // Back from an overlay's entry closes it (and any opened over it); the page stays as it is.
    while (overlays.length > 0 && overlays.at(-1)!.key !== arrived.key) overlays.pop()!.onBack();
    const passed = passing;
    passing = false;
    if (arrived.key === state.location.key) return;
    // An entry a closed overlay left over the page (Forward onto it, or a reload while it was open) is
    // no step of its own: Forward to it is undone, and Back from it goes on to the page before.
    if ((arrived.overlay || state.location.overlay) && hrefOf(arrived) === hrefOf(state.location)) {
      undoing = Boolean(arrived.overlay) && delta > 0;
      history.go(undoing ? -delta : delta);
      return;
    }
    const blocker = passed ? undefined : blockers.at(-1);
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
    if (steppedBack) await steppedBack;
    if (id !== latest) return;
    saveScrollPosition(state.location.key);
    saveFocusedLink(state.location.key, leftBy);
    const href = `${url.pathname}${url.search}${url.hash}`;
    // As a browser does for a link to the page it shows: no second entry for the same address
    // (a double click on 'Nächste Seite' needed two Backs).
    let here = history.location();
    // A link in an open overlay takes the overlay's entry: Back then returns to the page below it.
    const fromOverlay = overlays.findIndex((entry) => entry.key === here.key);
    if (fromOverlay !== -1) {
      overlays.splice(fromOverlay);
      // One to the page below replaces that page's entry, as its own links do.
      if (href === hrefOf(here)) {
        steppedBack = new Promise((resolve) => (landBack = resolve));
        history.go(-1);
        await steppedBack;
        if (id !== latest) return;
        here = history.location();
      }
    }
    const replace = options.replace || here.overlay || href === hrefOf(here);
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
    overlay(onBack) {
      const entry = { key: '', onBack };
      let released = false;
      const open = () => {
        if (released) return;
        const here = history.location();
        history.push(hrefOf(here), here.state, true);
        entry.key = history.location().key;
        overlays.push(entry);
      };
      // One overlay closing as another opens (the menu's 'Anmelden'): the new entry follows the page's.
      if (steppedBack) void steppedBack.then(open);
      else open();
      return () => {
        released = true;
        const index = overlays.indexOf(entry);
        // Back closed it already, or a link in it took its entry.
        if (index === -1) return;
        overlays.splice(index, 1);
        // Under another overlay its entry stays; a Back or Forward onto it later passes over it (see listen).
        if (history.location().key !== entry.key || steppedBack) return;
        steppedBack = new Promise((resolve) => (landBack = resolve));
        history.go(-1);
      };
    },
  };
}
