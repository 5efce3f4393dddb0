import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '../lib/useHydrated';

/**
 * Lazy content that a page's first view shows as its `fallback` only: hydration (of prerendered
 * or early-painted markup) meets the fallback alone, so the markup need not know the lazy part,
 * and the part loads right after, behind the same fallback.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
