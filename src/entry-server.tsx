/**
 * Build-time renderer: turns a route into HTML so the text is in the page before any script runs
 * (search engines, slow phones). Used only by scripts/build/prerender.ts, never shipped.
 */
import { renderToString } from 'react-dom/server';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { routes } from './app/routes';
import { createMemoryHistory, createRouter } from './lib/router';

export { headTags, jsonLdScript } from './app/seo/headTags';
export { localBusinessJsonLd } from './app/seo/localBusinessJsonLd';
export { indexablePaths, siteUrl } from './content/seo';

export async function renderRoute(pathname: string): Promise<string> {
  const router = createRouter(routes, createMemoryHistory(pathname));
  await router.ready;
  return renderToString(
    <AppProviders>
      <AppRoutes router={router} />
    </AppProviders>,
  );
}
