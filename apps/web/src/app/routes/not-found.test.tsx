import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { renderRoutes, stubFetch } from '@/test/render';

describe('unknown routes', () => {
  it("show 'Oops! Page not found' with a link home", async () => {
    stubFetch({ '/api/auth/get-session': { body: null } });
    renderRoutes(routes, '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
