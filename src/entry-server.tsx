/**
 * Build-time renderer: turns a route into HTML so the text is in the page before any script runs
 * (search engines, slow phones). Used only by scripts/build/prerender.ts, never shipped.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';

export { headTags, jsonLdScript } from './app/seo/headTags';
export { localBusinessJsonLd } from './app/seo/localBusinessJsonLd';
export { indexablePaths, siteUrl } from './content/seo';

export async function renderRoute(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`Route ${pathname} answered with a redirect; it cannot be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
