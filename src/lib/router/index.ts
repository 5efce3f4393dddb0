/** The site's router (see createRouter.ts for why it is ours and not React Router). */
export { createRouter, type AppRouter } from './createRouter';
export { createBrowserHistory, createMemoryHistory } from './history';
export { useCloseOnBack, useHoldBackForward, useLocation, useNavigate, useParams, useRouteError, useSearchParams } from './hooks';
export { Link } from './Link';
export type { RouteDef } from './matchRoute';
export { isRouteErrorResponse, PageCodeError } from './routeError';
export { Outlet, RouterProvider } from './RouterProvider';
export { FocusRestoration } from './FocusRestoration';
export { ScrollRestoration } from './ScrollRestoration';
