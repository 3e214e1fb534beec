import type { Locale } from '@rbax/shared/i18n';
import type { Params, RouteObject } from 'react-router';

/**
 * A route module may export `preload(params, locale)`: content the page needs before its
 * first render (an article body, say). Pre-rendering awaits it, so the HTML holds the content;
 * in the app (client-side navigation) the page shows a skeleton while it loads it itself.
 */
export type RoutePreload = (params: Params, locale: Locale) => Promise<unknown>;

export type PreloadableRoute = RouteObject & { preload?: RoutePreload };

export async function preloadMatchedRoutes(
  matches: { route: PreloadableRoute; params: Params }[],
  locale: Locale,
): Promise<void> {
  await Promise.all(matches.map(({ route, params }) => route.preload?.(params, locale)));
}
