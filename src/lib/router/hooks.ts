import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { NavigateOptions, RouterState } from './createRouter';
import type { RouterLocation } from './history';
import { RouteErrorContext, RouterContext, type RouterContextValue } from './routerContext';

function useRouterContext(): RouterContextValue {
  const context = useContext(RouterContext);
  if (!context) throw new Error('router hook outside RouterProvider');
  return context;
}

export function useRouterState(): RouterState {
  return useRouterContext().state;
}

export function useLocation(): RouterLocation {
  return useRouterContext().state.location;
}

export function useNavigate(): (to: string | number, options?: NavigateOptions) => Promise<void> {
  return useRouterContext().router.navigate;
}

export function useParams(): Record<string, string | undefined> {
  return useRouterContext().state.match?.params ?? {};
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** The value of the last render, for a callback registered once. */
function useLatest<T>(value: T) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}

type NextParams = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The query of the current page, and a setter that navigates to the same page with another one. */
export function useSearchParams(): [URLSearchParams, (next: NextParams, options?: NavigateOptions) => void] {
  const { router, state } = useRouterContext();
  const search = state.location.search;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: NextParams, options?: NavigateOptions) => {
      // The query as it is when called (a second call before the re-render builds on the first).
      const resolved = typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      void router.navigate(`?${resolved.toString()}`, options);
    },
    [router],
  );
  return [params, setParams];
}

/**
 * While `active`, Back and Forward are held and `onBlocked` decides (with `proceed` to move after
 * all). Outside a router (a component test) it holds nothing.
 */
export function useHoldBackForward(active: boolean, onBlocked: (proceed: () => void) => void): void {
  const router = useContext(RouterContext)?.router;
  const latest = useLatest(onBlocked);
  useEffect(() => {
    if (!active || !router) return;
    return router.block((proceed) => latest.current(proceed));
  }, [active, router, latest]);
}

/**
 * While `open`, the overlay has a history entry of its own: Back calls `close` instead of leaving
 * the page, and closing it otherwise takes the entry back. Outside a router it does nothing.
 */
export function useCloseOnBack(open: boolean, close: () => void): void {
  const router = useContext(RouterContext)?.router;
  const latest = useLatest(close);
  // Before the overlay paints: a Back pressed as soon as it shows must find its entry.
  useLayoutEffect(() => {
    if (!open || !router) return;
    return router.overlay(() => latest.current());
  }, [open, router, latest]);
}
