import { Component, startTransition, useContext, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import type { AppRouter } from './createRouter';
import { RouteErrorContext, RouterContext } from './routerContext';

/**
 * Gives the app its router. Changes of page render as a transition (React can pause them for
 * input, and keeps the old page on screen until the new one is ready), as React Router did.
 */
export function RouterProvider({ router, errorElement, children }: { router: AppRouter; errorElement: ReactNode; children: ReactNode }) {
  const [state, setState] = useState(router.state);
  // `state` as first rendered: a change before this effect (the first page's code arriving) is delivered at once.
  const [rendered] = useState(router.state);
  useEffect(() => router.subscribe((next) => startTransition(() => setState(next)), rendered), [router, rendered]);
  return <RouterContext.Provider value={{ router, state, errorElement }}>{children}</RouterContext.Provider>;
}

interface BoundaryProps {
  /** A new location clears the error: the next page gets its chance. */
  resetKey: unknown;
  fallback: ReactNode;
  children: ReactNode;
}

class PageErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page failed to render:', error, info.componentStack);
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>;
  }
}

/** Where the layout shows the current page, or the error screen in its place. */
export function Outlet() {
  const context = useContext(RouterContext);
  if (!context) throw new Error('Outlet outside RouterProvider');
  const { state, errorElement } = context;
  if (state.error) return <RouteErrorContext.Provider value={state.error}>{errorElement}</RouteErrorContext.Provider>;
  if (!state.Component) return null;
  return (
    <PageErrorBoundary resetKey={state.location} fallback={errorElement}>
      <state.Component />
    </PageErrorBoundary>
  );
}
