/**
 * Build-time pre-rendering of the public pages (issue 6): `vite build --ssr` bundles this
 * file, and scripts/prerender.mjs calls `renderPage` for every public path and language,
 * writing HTML whose islands the browser then hydrates (src/islands, docs/decisions/041).
 */
import type { Locale } from '@rbax/shared/i18n';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { i18n, loadLanguage, loadSiteTranslations } from '@/lib/i18n';
import { IslandCollectorProvider, type IslandCollector } from '@/lib/island';
import { PageMetaCollector, type PageMeta } from '@/lib/seo/page-meta';
import { fillIsland } from '@/prerender/fill-island';
import { renderIsland } from '@/prerender/render-island';
import { preloadMatchedRoutes, type PreloadableRoute } from '@/prerender/preload';

export { publicPagePaths } from '@/prerender/public-paths';

export type RenderedPage = {
  html: string;
  meta: PageMeta | null;
  status: number;
};

/** Renders one public page in one language. Renders run one at a time (i18n is shared). */
export async function renderPage(pathname: string, locale: Locale): Promise<RenderedPage> {
  await loadLanguage(locale);
  await i18n.changeLanguage(locale);
  await loadSiteTranslations();

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname}: the router answered with a redirect`);
  await preloadMatchedRoutes(
    context.matches.map((match) => ({ route: match.route as PreloadableRoute, params: match.params })),
    locale,
  );
  const router = createStaticRouter(handler.dataRoutes, context);

  let meta: PageMeta | null = null;
  const onMeta = (value: PageMeta) => (meta = value);
  const islands: ReactNode[] = [];
  const collect: IslandCollector = (_name, content) => islands.push(content) - 1;
  let html = renderToString(
    <StrictMode>
      <PageMetaCollector onMeta={onMeta}>
        <IslandCollectorProvider collect={collect}>
          <AppProviders queryClient={new QueryClient()}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </IslandCollectorProvider>
      </PageMetaCollector>
    </StrictMode>,
  );
  // Each island is a root of its own, rendered as the browser hydrates it.
  islands.forEach((content, key) => {
    html = fillIsland(html, key, renderIsland(content, key, { pathname, onMeta }));
  });
  return { html, meta, status: context.statusCode };
}
