import type { Card, MoveCardInput } from '@rbax/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  boardDetailQueryKey,
  removeCard,
  updateBoardDetail,
  upsertCard,
  type BoardDetailData,
} from '@/features/board-view/api/get-board-detail';
import { provisionalPosition } from '@/features/board-view/lib/positions';
import { apiRequest } from '@/lib/api-client';

export function moveCard({ id, ...input }: MoveCardInput & { id: string }): Promise<Card> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(id)}/move`, { method: 'POST', body: input });
}

export type MoveCardVariables = MoveCardInput & { id: string; fromBoardId: string };

/**
 * Optimistic within the board: the card takes a provisional position between
 * its new neighbours at once; the snapshot comes back if the server refuses.
 */
export function useMoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fromBoardId: _from, ...input }: MoveCardVariables) => moveCard(input),
    onMutate: async ({ id, fromBoardId, boardId, columnId, afterId, beforeId }) => {
      const key = boardDetailQueryKey(fromBoardId);
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queryClient.getQueryData<BoardDetailData>(key);
      if (boardId && boardId !== fromBoardId) {
        removeCard(queryClient, fromBoardId, id);
      } else {
        updateBoardDetail(queryClient, fromBoardId, (detail) => {
          const after = detail.cards.find((card) => card.id === afterId)?.position ?? null;
          const before = detail.cards.find((card) => card.id === beforeId)?.position ?? null;
          const position = provisionalPosition(after, before);
          return {
            ...detail,
            cards: detail.cards.map((card) => (card.id === id ? { ...card, columnId, position } : card)),
          };
        });
      }
      return { snapshot };
    },
    onError: (_error, { fromBoardId }, context) => {
      if (context?.snapshot) queryClient.setQueryData(boardDetailQueryKey(fromBoardId), context.snapshot);
    },
    onSuccess: (card, { fromBoardId }) => {
      if (card.boardId === fromBoardId) upsertCard(queryClient, card);
      else void queryClient.invalidateQueries({ queryKey: boardDetailQueryKey(card.boardId) });
    },
  });
}
