import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminRoute } from '@/features/admin/components/admin-route';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { renderRoutes, stubFetch } from '@/test/render';

const session = {
  session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id: 'u1', name: 'Ana Souza', email: 'ana@example.com', image: null, role: 'user' },
};

const routes = [
  { path: '/', element: <p>landing page</p> },
  { path: '/boards', element: <ProtectedRoute><p>boards page</p></ProtectedRoute> },
  {
    path: '/admin',
    element: (
      <ProtectedRoute>
        <AdminRoute>
          <p>admin page</p>
        </AdminRoute>
      </ProtectedRoute>
    ),
  },
];

describe('ProtectedRoute', () => {
  it('shows "Carregando..." while the session loads, then sends a signed-out visitor to /', async () => {
    stubFetch({ '/api/auth/get-session': { body: null } });
    const { router } = renderRoutes(routes, '/boards');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(await screen.findByText('landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the page for a signed-in user', async () => {
    stubFetch({ '/api/auth/get-session': { body: session } });
    renderRoutes(routes, '/boards');
    expect(await screen.findByText('boards page')).toBeInTheDocument();
  });
});

describe('AdminRoute', () => {
  it('renders for an administrator', async () => {
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/admin/status': { body: { isAdmin: true } } });
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });

  it('sends a user who is not an administrator to /', async () => {
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/admin/status': { body: { isAdmin: false } } });
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByText('landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('treats a failed admin check as not admin', async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/admin/status': { status: 403, body: { error: { code: 'forbidden', message: 'Proibido' } } },
    });
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('landing page')).toBeInTheDocument();
  });
});
