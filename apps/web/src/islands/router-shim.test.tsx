import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, useSearchParams } from '@/islands/router-shim';

describe('the islands build’s react-router', () => {
  it('renders a link as React Router does, so pre-rendered links hydrate', () => {
    const props = { className: 'underline', 'aria-label': 'Planos' };
    const routed = renderToString(
      <StaticRouter location="/">
        <RouterLink to="/pricing" {...props}>
          Preços
        </RouterLink>
      </StaticRouter>,
    );
    expect(
      renderToString(
        <Link to="/pricing" {...props}>
          Preços
        </Link>,
      ),
    ).toBe(routed);
  });

  it('writes search params back to the address without a page load', () => {
    window.history.replaceState(null, '', '/?newsletter=confirmed&lang=en-US#topo');
    const { result } = renderHook(() => useSearchParams());
    expect(result.current[0].get('newsletter')).toBe('confirmed');
    act(() =>
      result.current[1](
        (current) => {
          current.delete('newsletter');
          return current;
        },
        { replace: true },
      ),
    );
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/?lang=en-US#topo');
    expect(result.current[0].has('newsletter')).toBe(false);
    window.history.replaceState(null, '', '/');
  });
});
