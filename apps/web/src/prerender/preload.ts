import type { Locale } from '@rbax/shared/i18n';
import { matchRoutes, type Params, type RouteObject } from 'react-router';

/**
 * A route module may export `preload(params, locale)`: content the page needs before its
 * first render (an article body, say). Pre-rendering and hydration await it, so the server's
 * HTML and the browser's first render are the same; client-side navigation shows a skeleton
 * while the page loads it itself.
 */
export type RoutePreload = (params: Params, locale: Locale) => Promise<unknown>;

export type PreloadableRoute = RouteObject & { preload?: RoutePreload };

export async function preloadMatchedRoutes(
  matches: { route: PreloadableRoute; params: Params }[],
  locale: Locale,
): Promise<void> {
  await Promise.all(matches.map(({ route, params }) => route.preload?.(params, locale)));
}

/**
 * Before hydrating: resolves the lazy route modules the current URL matches (React Router
 * would otherwise render its fallback first, unlike the pre-rendered HTML), then their preloads.
 */
export async function resolveRoutesForHydration(routes: RouteObject[], pathname: string, locale: Locale) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = (await route.lazy()) as Partial<PreloadableRoute>;
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
  await preloadMatchedRoutes(
    matches.map(({ route, params }) => ({ route: route as PreloadableRoute, params })),
    locale,
  );
}
