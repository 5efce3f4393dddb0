import { createContext, type ReactNode } from 'react';
import type { AppRouter, RouterState } from './createRouter';

export interface RouterContextValue {
  router: AppRouter;
  state: RouterState;
  errorElement: ReactNode;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

/** The error the error screen explains (404 answer, thrown while rendering, code not loaded). */
export const RouteErrorContext = createContext<unknown>(null);
