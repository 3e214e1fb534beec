import type { Card, MoveCardInput } from '@rbax/shared/cards';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  boardDetailQueryKey,
  removeCard,
  updateBoardDetail,
  upsertCard,
  type BoardDetailData,
} from '@/features/board/api/get-board-detail';
import { provisionalPosition } from '@/features/board/lib/positions';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { cardQueryKey } from '@/features/board/api/get-card';
import { sendMutation } from '@/lib/offline/send-mutation';

export function moveCard({ id, ...input }: MoveCardInput & { id: string }, whenQueued: () => Card): Promise<Card> {
  return sendMutation(`/api/v1/cards/${encodeURIComponent(id)}/move`, { method: 'POST', body: input, whenQueued });
}

/** The moved card as the cache shows it after the optimistic move (the queued result offline). */
function movedCardInCache(queryClient: QueryClient, { id, fromBoardId, boardId, columnId }: MoveCardVariables): Card {
  const onBoard = queryClient
    .getQueryData<BoardDetailData>(boardDetailQueryKey(fromBoardId))
    ?.cards.find((c) => c.id === id);
  const card = onBoard ?? queryClient.getQueryData<Card>(cardQueryKey(id));
  if (!card) throw new Error(`card ${id} is not in the cache`);
  return { ...card, boardId: boardId ?? card.boardId, columnId };
}

export type MoveCardVariables = MoveCardInput & { id: string; fromBoardId: string };

type MoveCardOptions = {
  /**
   * Runs after the cache is updated, even when the caller has unmounted meanwhile
   * (TanStack Query drops the callbacks given to `mutate` by unmounted components,
   * and a move to another board removes the card from the screen that asked for it).
   */
  onMoved?: (card: Card, variables: MoveCardVariables) => void;
};

/**
 * Optimistic within the board: the card takes a provisional position between
 * its new neighbours at once; the snapshot comes back if the server refuses.
 * To another board: the card leaves the old board at once, but stays readable
 * through its own query (the open dialog keeps showing it), and the new board
 * gets the server's card and a refetch.
 */
export function useMoveCard({ onMoved }: MoveCardOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: MoveCardVariables) => {
      const { fromBoardId: _from, ...input } = variables;
      return moveCard(input, () => movedCardInCache(queryClient, variables));
    },
    onMutate: async ({ id, fromBoardId, boardId, columnId, afterId, beforeId }) => {
      const key = boardDetailQueryKey(fromBoardId);
      await queryClient.cancelQueries({ queryKey: key });
      const snapshot = queryClient.getQueryData<BoardDetailData>(key);
      const cardSnapshot = queryClient.getQueryData<Card>(cardQueryKey(id));
      if (boardId && boardId !== fromBoardId) {
        const card = snapshot?.cards.find((item) => item.id === id);
        if (card) queryClient.setQueryData(cardQueryKey(id), card);
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
      return { snapshot, cardSnapshot };
    },
    onError: (_error, { id, fromBoardId }, context) => {
      if (context?.snapshot) queryClient.setQueryData(boardDetailQueryKey(fromBoardId), context.snapshot);
      if (context?.cardSnapshot) queryClient.setQueryData(cardQueryKey(id), context.cardSnapshot);
    },
    onSuccess: (card, variables) => {
      const { fromBoardId } = variables;
      upsertCard(queryClient, card);
      if (queryClient.getQueryData(cardQueryKey(card.id))) queryClient.setQueryData(cardQueryKey(card.id), card);
      if (card.boardId !== fromBoardId) {
        void queryClient.invalidateQueries({ queryKey: boardDetailQueryKey(card.boardId) });
        void queryClient.invalidateQueries({ queryKey: boardDetailQueryKey(fromBoardId) });
      } else if (variables.children === 'promote') {
        // Its subtasks became cards of the column it left (decision 040).
        void queryClient.invalidateQueries({ queryKey: boardDetailQueryKey(fromBoardId) });
      }
      void invalidateActivity(queryClient, card.id);
      onMoved?.(card, variables);
    },
  });
}
