import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { boardDetailQueryKey, type BoardDetailData } from '@/features/board/api/get-board-detail';
import { activityQueryKey } from '@/features/board/api/get-activity';
import { cardQueryKey } from '@/features/board/api/get-card';
import { useMoveCard } from '@/features/board/api/move-card';
import { boardDetailFixture, cardFixture } from '@/test/card-fixtures';
import { boardFixture } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render';

const card = cardFixture();
const moved = cardFixture({ boardId: 'b2', columnId: 'd1', version: 2 });

function setup() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(boardDetailQueryKey('b1'), boardDetailFixture({ cards: [card] }));
  queryClient.setQueryData(
    boardDetailQueryKey('b2'),
    boardDetailFixture({ board: boardFixture({ id: 'b2', title: 'Entregas' }), cards: [] }),
  );
  queryClient.setQueryData(activityQueryKey(card.id), []);
  let answer: (value: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const respond = () =>
    answer(new Response(JSON.stringify(moved), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  return { queryClient, wrapper, respond };
}

const variables = { id: card.id, fromBoardId: 'b1', boardId: 'b2', columnId: 'd1', afterId: null, beforeId: null };

describe('useMoveCard to another board', () => {
  it('calls onMoved even when the caller unmounted while the move was in flight', async () => {
    const { wrapper, respond } = setup();
    const onMoved = vi.fn();
    const hook = renderHook(() => useMoveCard({ onMoved }), { wrapper });
    hook.result.current.mutate(variables);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    hook.unmount();
    respond();
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(moved, variables));
  });

  it('keeps the card readable while it leaves the old board, then updates both boards and the history', async () => {
    const { queryClient, wrapper, respond } = setup();
    const hook = renderHook(() => useMoveCard(), { wrapper });
    hook.result.current.mutate(variables);
    await waitFor(() =>
      expect(queryClient.getQueryData<BoardDetailData>(boardDetailQueryKey('b1'))?.cards).toEqual([]),
    );
    expect(queryClient.getQueryData(cardQueryKey(card.id))).toEqual(card);

    respond();
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(cardQueryKey(card.id))).toEqual(moved);
    expect(queryClient.getQueryData<BoardDetailData>(boardDetailQueryKey('b2'))?.cards).toEqual([moved]);
    expect(queryClient.getQueryState(boardDetailQueryKey('b2'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(activityQueryKey(card.id))?.isInvalidated).toBe(true);
  });
});
