import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { AUTH_SPLASH_STORAGE_KEY } from '@/features/auth/components/auth-splash';
import { renderRoutes, stubFetch } from '@/test/render';

const routes = [{ path: '/auth', element: <AuthScreen /> }];

describe('AuthScreen splash', () => {
  it('opens with the splash on the first visit of the session, then shows the form', async () => {
    stubFetch({ '/api/auth/get-session': { body: null }, '/api/v1/auth/providers': { body: { google: false } } });
    renderRoutes(routes, '/auth');
    expect(await screen.findByText('Preparando seu acesso...')).toBeInTheDocument();
    expect(sessionStorage.getItem(AUTH_SPLASH_STORAGE_KEY)).toBe('1');
    expect(await screen.findByRole('tab', { name: 'Login' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('goes straight to the form when the splash was already shown in this session', async () => {
    sessionStorage.setItem(AUTH_SPLASH_STORAGE_KEY, '1');
    stubFetch({ '/api/auth/get-session': { body: null }, '/api/v1/auth/providers': { body: { google: false } } });
    renderRoutes(routes, '/auth');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('Preparando seu acesso...')).not.toBeInTheDocument();
  });
});
