import { useCallback, useState, type ComponentProps } from 'react';
import type { LinkProps, SetURLSearchParams, To, URLSearchParamsInit } from 'react-router';

/**
 * What the islands build (vite.config.ts, mode `islands`) gives the modules that import
 * `react-router`: islands are hydrated without a router, and on a pre-rendered page every link
 * is a plain link to another pre-rendered page (or to the signed-in app). Only what the islands
 * use is here; the build fails on anything else, so a new use is noticed.
 */

function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

/** React Router's `<Link>` markup (`data-discover` included, as pre-rendering wrote it), navigating as a plain link. */
export function Link({
  to,
  // Router-only options: a full page load has no use for them.
  replace: _replace,
  state: _state,
  reloadDocument: _reloadDocument,
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  viewTransition: _viewTransition,
  discover: _discover,
  prefetch: _prefetch,
  ...props
}: LinkProps & ComponentProps<'a'>) {
  return <a {...props} href={hrefOf(to)} data-discover="true" />;
}

function toSearchParams(init: URLSearchParamsInit | undefined): URLSearchParams {
  if (init instanceof URLSearchParams) return new URLSearchParams(init);
  if (typeof init === 'string' || Array.isArray(init) || init === undefined) return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return params;
}

/** The address's query, written back with the History API (no page load, like the router). */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useState(() => new URLSearchParams(window.location.search));
  const set = useCallback<SetURLSearchParams>((next, options) => {
    const current = new URLSearchParams(window.location.search);
    const updated = toSearchParams(typeof next === 'function' ? next(current) : next);
    const search = updated.toString();
    const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
    if (options?.replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(null, '', url);
    setParams(updated);
  }, []);
  return [params, set];
}
