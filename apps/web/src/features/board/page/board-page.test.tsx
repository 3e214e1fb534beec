import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardPage } from '@/features/board/page/board-page';
import { boardDetailFixture, cardFixture, columnFixture } from '@/test/card-fixtures';
import { session } from '@/test/fixtures';
import { renderRoutes, stubFetch } from '@/test/render';

function renderBoard(path = '/board/b1', detail = boardDetailFixture()) {
  stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/boards/b1': { body: detail },
  });
  return renderRoutes([{ path: '/board/:id', element: <BoardPage /> }], path);
}

const cards = [
  cardFixture({ id: 'c1', title: 'Landing page', valueBrl: '0.10', priority: 'high' }),
  cardFixture({ id: 'c2', title: 'Release notes', valueBrl: '0.20', position: 'a1' }),
  cardFixture({ id: 'c3', title: 'Deploy', columnId: 'col2' }),
];

describe('BoardPage', () => {
  // jsdom has no layout: the auto-scroll package warns that the (Tailwind-styled) scrollers are not scrollable.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows columns as named regions with their card lists, counts and value sums in cents', async () => {
    renderBoard(
      '/board/b1',
      boardDetailFixture({
        cards,
        columns: [columnFixture({ wipLimit: 1 }), columnFixture({ id: 'col2', name: 'Concluído', position: 'a1' })],
      }),
    );
    const todo = await screen.findByRole('region', { name: 'A Fazer' });
    const list = within(todo).getByRole('list', { name: 'Cards de A Fazer' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(todo).getByText(/R\$\s0,30/)).toBeInTheDocument();
    expect(within(todo).getByText('2/1')).toBeInTheDocument();
    expect(within(todo).getByText(/Limite WIP excedido/)).toBeInTheDocument();
    expect(within(todo).getByRole('button', { name: 'Ações da coluna A Fazer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lançamento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atalhos do board' })).toBeInTheDocument();
  });

  it('filters cards from the URL search params', async () => {
    renderBoard('/board/b1?priority=high', boardDetailFixture({ cards }));
    const todo = await screen.findByRole('region', { name: 'A Fazer' });
    expect(within(todo).getByRole('link', { name: 'Landing page' })).toBeInTheDocument();
    expect(within(todo).queryByRole('link', { name: 'Release notes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
  });

  it("opens the first column's new-card composer on arrival with ?new=card", async () => {
    renderBoard(
      '/board/b1?new=card',
      boardDetailFixture({
        columns: [columnFixture({ id: 'col2', name: 'Concluído', position: 'a1' }), columnFixture()],
      }),
    );
    const input = await screen.findByRole('textbox', { name: 'Título do novo card em A Fazer' });
    expect(input).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Título do novo card em Concluído' })).not.toBeInTheDocument();
  });

  it('invites adding the first column on an empty board', async () => {
    renderBoard('/board/b1', boardDetailFixture({ columns: [] }));
    expect(await screen.findByRole('button', { name: 'Adicionar primeira coluna' })).toBeInTheDocument();
  });

  it("shows 'Board não encontrado' with a link back for an unknown board", async () => {
    stubFetch({ '/api/auth/get-session': { body: session } });
    renderRoutes([{ path: '/board/:id', element: <BoardPage /> }], '/board/nope');
    expect(await screen.findByText('Board não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para os boards' })).toHaveAttribute('href', '/boards');
  });

  it('moves a card with Alt+ArrowRight and rolls back with a toast when the server refuses', async () => {
    const moves: unknown[] = [];
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/boards/b1': { body: boardDetailFixture({ cards }) },
      '/api/v1/cards/c2/move': (init) => {
        moves.push(JSON.parse(String(init?.body)));
        return { status: 500, body: { error: { code: 'internal', message: 'boom' } } };
      },
    });
    renderRoutes([{ path: '/board/:id', element: <BoardPage /> }], '/board/b1');
    const link = await screen.findByRole('link', { name: 'Release notes' });
    fireEvent.keyDown(link, { key: 'ArrowRight', altKey: true });
    await waitFor(() => expect(moves).toEqual([{ columnId: 'col2', afterId: 'c3', beforeId: null }]));
    expect(await screen.findByText('Não foi possível mover o card')).toBeInTheDocument();
    const todo = screen.getByRole('region', { name: 'A Fazer' });
    await waitFor(() => expect(within(todo).getByRole('link', { name: 'Release notes' })).toBeInTheDocument());
  });
});
