import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppSidebar } from '@/app/app-sidebar';
import { AppShell } from '@/components/layout/app-shell';
import { APP_SPLASH_STORAGE_KEY } from '@/components/layout/app-splash';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { renderRoutes, stubFetch } from '@/test/render';

const session = {
  session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id: 'u1', name: 'Ana Souza', email: 'ana@example.com', image: null, role: 'user' },
};

const routes = [
  { path: '/', element: <p>home page</p> },
  { path: '/landing', element: <p>landing page</p> },
  {
    element: (
      <ProtectedRoute>
        <AppShell sidebar={<AppSidebar />}>
          <Outlet />
        </AppShell>
      </ProtectedRoute>
    ),
    children: [
      { path: '/boards', element: <h1>boards page</h1> },
      { path: '/docs/:id', element: <h1>doc page</h1> },
    ],
  },
];

describe('AppShell', () => {
  it('shows the user, hides Admin from non-admins, and signs out to /landing even when the request fails', async () => {
    sessionStorage.setItem(APP_SPLASH_STORAGE_KEY, '1');
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/admin/status': { body: { isAdmin: false } },
      '/api/auth/sign-out': { status: 500, body: { error: { code: 'internal', message: 'Erro interno' } } },
    });
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/boards');

    expect(await screen.findByRole('heading', { name: 'boards page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt-BR');

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/landing');
    expect(logged).toHaveBeenCalledWith('Erro ao fazer logout:', expect.anything());
  });

  it('marks the sidebar entry of the section a page belongs to (a document under Documentos)', async () => {
    sessionStorage.setItem(APP_SPLASH_STORAGE_KEY, '1');
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/admin/status': { body: { isAdmin: false } } });
    renderRoutes(routes, '/docs/d1');
    expect(await screen.findByRole('heading', { name: 'doc page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Documentos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  });

  it('shows the splash once per browser session', async () => {
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/admin/status': { body: { isAdmin: true } } });
    renderRoutes(routes, '/boards');
    expect(await screen.findByText('Sistema de Inteligência Ágil')).toBeInTheDocument();
    expect(screen.getByText('Powered by RBAX')).toBeInTheDocument();
    expect(sessionStorage.getItem(APP_SPLASH_STORAGE_KEY)).toBe('1');
    expect(await screen.findByRole('link', { name: 'Admin' })).toBeInTheDocument();
  });
});
