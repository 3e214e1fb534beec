import type { AdminUser } from '@rbax/shared/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminUsersPanel } from '@/features/admin/components/admin-users-panel';
import { renderWithProviders, stubFetch } from '@/test/render';

const person = (id: string, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id,
  name: `Pessoa ${id}`,
  email: `${id}@example.com`,
  image: null,
  createdAt: '2026-11-20T14:30:00.000Z',
  role: 'user',
  banned: false,
  banReason: null,
  lastSignInAt: null,
  twoFactorEnabled: false,
  ...overrides,
});

const urls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/api/v1/admin/users'));

describe('AdminUsersPanel', () => {
  it('lists accounts, searches on the server after a pause and sorts by header', async () => {
    const fetchMock = stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/admin/users': {
        body: {
          items: [
            person('ana', { role: 'admin', lastSignInAt: '2026-11-21T10:00:00.000Z' }),
            person('bia', { banned: true, banReason: 'Spam' }),
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminUsersPanel currentUserId="ana" />);

    const table = await screen.findByRole('table', { name: 'Usuários da instalação' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('(você)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Administrador')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Banido')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Motivo: Spam')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Nunca')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1 · 2 no total')).toBeInTheDocument();

    const created = screen.getByRole('columnheader', { name: /Cadastro/ });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Ordenar por Usuário' }));
    expect(screen.getByRole('columnheader', { name: /Usuário/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(created).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(urls(fetchMock).at(-1)).toContain('sort=name%3Aasc'));

    await user.type(screen.getByLabelText('Buscar usuários'), 'joão');
    await waitFor(() => expect(urls(fetchMock).at(-1)).toContain('q=jo%C3%A3o'));
    // One request for the whole word, not one per key.
    expect(urls(fetchMock).filter((u) => u.includes('q='))).toHaveLength(1);
  });

  it('shows the empty search result', async () => {
    stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/admin/users': { body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    renderWithProviders(<AdminUsersPanel currentUserId="x" />);
    expect(await screen.findByText('Nenhum usuário ainda.')).toBeInTheDocument();
  });
});
