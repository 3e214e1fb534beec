import { vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders routes inside the real providers with an in-memory router. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </AppProviders>,
  );
  return { router, ...view };
}

/** Renders one element at '/' inside the providers and a router. */
export function renderWithProviders(ui: ReactElement, initialPath = '/') {
  return renderRoutes([{ path: '*', element: ui }], initialPath);
}

type FetchRoute = { status?: number; body: unknown };

/** Stubs global fetch by URL path; unknown paths answer 404 with the API's error shape. */
export function stubFetch(routes: Record<string, FetchRoute | ((init?: RequestInit) => FetchRoute)>) {
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const entry = routes[path];
    const resolved = typeof entry === 'function' ? entry(init) : entry;
    const { status = 200, body } = resolved ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Não encontrado' } },
    };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  const spy = vi.fn(fetchMock);
  vi.stubGlobal('fetch', spy);
  return spy;
}
