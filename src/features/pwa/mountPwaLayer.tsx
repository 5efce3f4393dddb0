import { createRoot } from 'react-dom/client';
import PwaLayer from './PwaLayer';

/**
 * The offline banner, update prompt and install hint live in a root of their own, mounted after
 * the page has loaded: they never delay or interfere with hydrating the prerendered page. They are
 * plain elements: no Chakra.
 */
export function mountPwaLayer(navigate: (to: string) => void): void {
  const container = document.createElement('div');
  container.id = 'pwa-layer';
  document.body.append(container);
  createRoot(container).render(<PwaLayer navigate={navigate} />);
}
