import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeedbackEntry } from '@rbax/shared/public-site';
import { describe, expect, it } from 'vitest';
import { AdminFeedback } from '@/features/admin/components/admin-feedback';
import { renderWithProviders, stubFetch } from '@/test/render';

const entry = (id: string, overrides: Partial<FeedbackEntry> = {}): FeedbackEntry => ({
  id,
  rating: 4,
  comment: `Comentário ${id}`,
  page: '/pricing',
  locale: 'pt-BR',
  user: null,
  createdAt: '2026-11-20T14:30:00.000Z',
  ...overrides,
});

const stats = { body: { pending: 2, confirmed: 5, unsubscribed: 1 } };
const noSession = { body: null };

describe('AdminFeedback', () => {
  it('lists feedback with stars, comment, page, sender and date, and loads more', async () => {
    let calls = 0;
    const fetchMock = stubFetch({
      '/api/auth/get-session': noSession,
      '/api/v1/admin/newsletter/stats': stats,
      '/api/v1/admin/feedback': () => {
        calls += 1;
        return calls === 1
          ? {
              body: {
                items: [entry('b', { user: { id: 'u1', name: 'Ana Souza', email: 'ana@example.com' } })],
                nextCursor: 'b',
              },
            }
          : { body: { items: [entry('a', { rating: 2, comment: null, page: null })], nextCursor: null } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminFeedback />);

    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Feedback recebido' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('img', { name: 'Nota 4 de 5' })).toBeInTheDocument();
    expect(within(first).getByText('Comentário b')).toBeInTheDocument();
    expect(within(first).getByText('/pricing')).toBeInTheDocument();
    expect(within(first).getByText('Ana Souza <ana@example.com>')).toBeInTheDocument();
    expect(within(first).getByText(/2026/)).toHaveAttribute('datetime', '2026-11-20T14:30:00.000Z');
    expect(await screen.findByText('Newsletter — confirmados: 5 · pendentes: 2 · cancelados: 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(list).findByRole('img', { name: 'Nota 2 de 5' })).toBeInTheDocument();
    expect(within(list).getByText('Sem comentário')).toBeInTheDocument();
    expect(within(list).getByText('Visitante anônimo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    const second = fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/admin/feedback'))[1];
    expect(second).toContain('before=b');
  });

  it('shows the empty state', async () => {
    stubFetch({
      '/api/auth/get-session': noSession,
      '/api/v1/admin/newsletter/stats': stats,
      '/api/v1/admin/feedback': { body: { items: [], nextCursor: null } },
    });
    renderWithProviders(<AdminFeedback />);
    expect(await screen.findByText('Nenhum feedback recebido ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    stubFetch({
      '/api/auth/get-session': noSession,
      '/api/v1/admin/newsletter/stats': stats,
      '/api/v1/admin/feedback': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    });
    renderWithProviders(<AdminFeedback />);
    expect(await screen.findByText('Não foi possível carregar o feedback.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
