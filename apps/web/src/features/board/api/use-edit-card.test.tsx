import 'fake-indexeddb/auto';
import type { Card } from '@rbax/shared/cards';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { boardDetailQueryKey, type BoardDetailData } from '@/features/board/api/get-board-detail';
import { useEditCard } from '@/features/board/api/use-edit-card';
import { listPendingRequests } from '@/lib/offline/offline-db';
import { boardDetailFixture, cardFixture } from '@/test/card-fixtures';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const card = cardFixture({ id: 'c1', boardId: 'b1', dueDate: '2026-11-27T02:59:59.999Z', version: 2 });
const moved = { dueDate: '2026-11-30T02:59:59.999Z' };
let client: QueryClient;

/** A calendar-like caller: one button that moves the card's due date. */
function Harness() {
  client = useQueryClient();
  if (!client.getQueryData(boardDetailQueryKey('b1')))
    client.setQueryData(boardDetailQueryKey('b1'), boardDetailFixture({ cards: [card] }));
  const edit = useEditCard();
  return (
    <button type="button" onClick={() => void edit(card, moved)}>
      mover
    </button>
  );
}

const cached = (): Card => client.getQueryData<BoardDetailData>(boardDetailQueryKey('b1'))!.cards[0]!;

describe('useEditCard (the views’ date and field edits)', () => {
  it('shows the edit at once and puts the card back, with the server’s reason, when it is refused', async () => {
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/cards/c1': () => ({
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Prazo inválido' } },
      }),
    });
    renderWithProviders(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'mover' }));
    expect(await screen.findByText('Prazo inválido')).toBeInTheDocument();
    expect(cached().dueDate).toBe(card.dueDate);
  });

  it('queues the change when the network is gone, like a move, and keeps showing it', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/v1/cards/')) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(session), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'mover' }));
    await vi.waitFor(async () => {
      const pending = await listPendingRequests();
      expect(pending.map((request) => [request.method, request.url])).toContainEqual(['PATCH', '/api/v1/cards/c1']);
    });
    expect(cached().dueDate).toBe(moved.dueDate);
    const [request] = (await listPendingRequests()).filter((item) => item.url === '/api/v1/cards/c1');
    expect(JSON.parse(request!.body!)).toMatchObject({ ...moved, version: 2 });
    expect(request!.headers['Idempotency-Key']).toBeTruthy();
  });
});
