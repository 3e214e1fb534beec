import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardPage } from '@/features/board/page/board-page';
import { boardDetailFixture, cardFixture } from '@/test/card-fixtures';
import { FakeWebSocket } from '@/test/fake-websocket';
import { session } from '@/test/fixtures';
import { renderRoutes, stubFetch } from '@/test/render';

const existing = cardFixture({ id: 'c1', title: 'Landing page', version: 2 });

async function openBoard(routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetch = stubFetch({
    '/api/auth/get-session': { body: session },
    '/api/v1/boards/b1': { body: boardDetailFixture({ cards: [existing] }) },
    ...routes,
  });
  renderRoutes([{ path: '/board/:id', element: <BoardPage /> }], '/board/b1');
  await screen.findByRole('link', { name: 'Landing page' });
  const socket = FakeWebSocket.latest()!;
  expect(socket.url).toBe('ws://localhost:3000/api/realtime');
  act(() => socket.open());
  expect(socket.sent).toEqual([{ type: 'subscribe', channel: 'board:b1' }]);
  act(() => socket.receive({ type: 'subscribed', channel: 'board:b1', seq: 7 }));
  return { socket, fetch };
}

describe('useBoardRealtime on the board page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows a card another person created, without reloading the board', async () => {
    const created = cardFixture({ id: 'c2', title: 'Chegou agora', columnId: 'col2', version: 1 });
    const { socket } = await openBoard({ '/api/v1/cards/c2': { body: created } });
    act(() =>
      socket.receive({
        type: 'event',
        channel: 'board:b1',
        event: {
          id: '8',
          seq: 8,
          boardId: 'b1',
          workspaceId: null,
          kind: 'card.created',
          entityId: 'c2',
          actor: { id: 'u2', name: 'Mara Membro', image: null },
          data: { version: 1, columnId: 'col2', title: 'Chegou agora' },
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      }),
    );
    const done = screen.getByRole('region', { name: 'Concluído' });
    expect(await within(done).findByRole('link', { name: 'Chegou agora' })).toBeInTheDocument();
  });

  it('shows the other viewers in the header and marks the card they have open', async () => {
    const { socket } = await openBoard();
    act(() =>
      socket.receive({
        type: 'presence',
        channel: 'board:b1',
        users: [
          { id: 'u1', name: 'Ana Souza', image: null, cardId: null },
          { id: 'u2', name: 'Mara Membro', image: null, cardId: 'c1' },
        ],
      }),
    );
    const viewing = await screen.findByRole('list', { name: 'Vendo agora' });
    expect(within(viewing).getByRole('img', { name: 'Vendo agora: Mara Membro' })).toBeInTheDocument();
    expect(within(viewing).queryByRole('img', { name: 'Vendo agora: Ana Souza' })).not.toBeInTheDocument();
    expect(screen.getByText('Aberto agora por Mara Membro')).toBeInTheDocument();

    act(() => socket.receive({ type: 'presence', channel: 'board:b1', users: [] }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Vendo agora' })).not.toBeInTheDocument());
  });

  it("shows 'Board não encontrado' when the server ends the subscription for lost access", async () => {
    const { socket, fetch } = await openBoard();
    fetch.mockImplementation(async () =>
      Response.json({ error: { code: 'not_found', message: 'Não encontrado' } }, { status: 404 }),
    );
    act(() => socket.receive({ type: 'unsubscribed', channel: 'board:b1', reason: 'access' }));
    expect(await screen.findByText('Board não encontrado')).toBeInTheDocument();
  });
});
