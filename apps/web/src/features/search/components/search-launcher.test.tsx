import type { SearchResult } from '@rbax/shared/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { SearchLauncher } from '@/features/search/components/search-launcher';
import { runAppCommand } from '@/lib/app-commands';
import { renderRoutes, stubFetch } from '@/test/render';

const result: SearchResult = {
  boards: [],
  cards: [
    {
      id: 'c1',
      title: 'Revisar ação de marketing',
      priority: 'high',
      dueDate: '2026-03-10T12:00:00.000Z',
      valueBrl: '1234.50',
      boardId: 'b1',
      boardTitle: 'Campanhas',
      boardIcon: 'Rocket',
      boardColor: '#10b981',
      assignee: { id: 'u1', name: 'Bruno Conceição' },
      tags: ['Outubro'],
      parent: null,
    },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderShell() {
  return renderRoutes([
    {
      path: '*',
      element: (
        <>
          <SearchLauncher />
          <Where />
        </>
      ),
    },
  ]);
}

beforeEach(() => {
  // jsdom has no layout: cmdk scrolls the selected option into view.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('search palette', () => {
  it('opens with Ctrl+K, searches 300 ms after typing, highlights the words and opens the card with Enter', async () => {
    const fetch = stubFetch({ '/api/v1/search': { body: result } });
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Buscar cards e boards' });
    await user.type(input, 'acao');
    const option = await screen.findByRole('option', { name: /Revisar ação de marketing/ });
    const searches = fetch.mock.calls.filter(([url]) => String(url).includes('/api/v1/search'));
    expect(searches.map(([url]) => new URL(String(url), 'http://x').searchParams.get('q'))).toEqual(['acao']);
    expect(within(option).getAllByText('ação', { selector: 'mark' })).toHaveLength(1);
    expect(within(option).getByText('Alta')).toBeInTheDocument();
    expect(within(option).getByText('R$ 1.234,50')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/board/b1/card/c1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('search-history')!)).toEqual([
      { query: 'acao', timestamp: expect.any(Number) },
    ]);
  });

  it('shows the spec text when nothing is found, and lists recent searches on an empty input', async () => {
    stubFetch({ '/api/v1/search': { body: { cards: [], boards: [] } } });
    localStorage.setItem('search-history', JSON.stringify([{ query: 'contrato', timestamp: 1 }]));
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('option', { name: 'contrato' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox'), 'zzqx');
    expect(await screen.findByText('Nenhum card encontrado. Use / para ações rápidas.')).toBeInTheDocument();
  });

  it("lists quick actions after '/' and goes to the new-board dialog on the dashboard", async () => {
    stubFetch({ '/api/v1/boards': { body: [] } });
    const user = userEvent.setup();
    renderShell();
    runAppCommand({ type: 'search.open', query: '/' });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Novo board',
      'Ir para o Dashboard',
      'Ver analytics',
      'Ir para Boards',
      'Modo Foco',
      'Iniciar ou parar o cronômetro',
    ]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?new=board'));
  });

  it('logs a failed search and offers to try again', async () => {
    const errors = vi.mocked(console.error).mockImplementation(() => {});
    stubFetch({ '/api/v1/search': { status: 500, body: { error: { code: 'internal', message: 'Erro' } } } });
    const user = userEvent.setup();
    renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'acao');
    expect(await screen.findByRole('option', { name: 'Tentar novamente' }, { timeout: 3000 })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Erro na busca:', expect.anything());
  });
});
