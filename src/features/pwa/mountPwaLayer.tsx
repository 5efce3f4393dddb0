import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import PwaLayer from './PwaLayer';

/**
 * The offline banner, update prompt and install hint live in a root of their own, mounted after
 * the page has loaded: they never delay or interfere with hydrating the prerendered page.
 */
export function mountPwaLayer(wrap: (children: ReactNode) => ReactNode, navigate: (to: string) => void): void {
  const container = document.createElement('div');
  container.id = 'pwa-layer';
  document.body.append(container);
  createRoot(container).render(wrap(<PwaLayer navigate={navigate} />));
}
