import type { Card, UpdateCardInput, UpdateCardResponse } from '@rbax/shared/cards';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { boardDetailQueryKey, upsertCard, type BoardDetailData } from '@/features/board/api/get-board-detail';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { cardQueryKey, setCardData } from '@/features/board/api/get-card';
import { sendMutation } from '@/lib/offline/send-mutation';

export type UpdateCardVariables = UpdateCardInput & { id: string; boardId?: string };

export function updateCard(
  { id, boardId: _boardId, ...input }: UpdateCardVariables,
  whenQueued: () => UpdateCardResponse,
): Promise<UpdateCardResponse> {
  return sendMutation(`/api/v1/cards/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, whenQueued });
}

function cachedCard(queryClient: QueryClient, id: string, boardId?: string): Card | undefined {
  const own = queryClient.getQueryData<Card>(cardQueryKey(id));
  if (own) return own;
  if (boardId)
    return queryClient.getQueryData<BoardDetailData>(boardDetailQueryKey(boardId))?.cards.find((c) => c.id === id);
  return undefined;
}

/**
 * After archiving or restoring, whether subtasks may have changed too: archived, the card still
 * has subtasks on the board; restored, archived ones may have come back (the board holds none).
 */
function subtasksMayHaveChanged(queryClient: QueryClient, card: Card): boolean {
  const detail = queryClient.getQueryData<BoardDetailData>(boardDetailQueryKey(card.boardId));
  return !card.archived || !detail || detail.cards.some((item) => item.parentId === card.id);
}

/** The edit applied to the cached card: what the screen shows while the request waits offline. */
export function editedCard(card: Card, input: UpdateCardInput): Card {
  // `children` says what happens to subtasks (decision 040); it is no field of the card.
  const { version: _version, editedAt: _editedAt, completed, children: _children, ...fields } = input;
  const next = { ...card, ...(fields as Partial<Card>), updatedAt: new Date().toISOString() };
  if (completed !== undefined) next.completedAt = completed ? (card.completedAt ?? next.updatedAt) : null;
  return next;
}

/**
 * Every edit says when it was made (`editedAt`), so a replay after being offline keeps
 * whichever value is newer on a field someone else changed meanwhile (ARCHITECTURE §7).
 */
export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateCardVariables) =>
      updateCard({ ...variables, editedAt: variables.editedAt ?? new Date().toISOString() }, () => {
        const card = cachedCard(queryClient, variables.id, variables.boardId);
        if (!card) throw new Error(`card ${variables.id} is not in the cache`);
        return { card: editedCard(card, variables), conflicts: [] };
      }),
    onSuccess: ({ card }, variables) => {
      upsertCard(queryClient, card);
      setCardData(queryClient, card);
      void invalidateActivity(queryClient, card.id);
      // Archiving or restoring a card takes its subtasks along or turns them into cards (decision 040).
      if (variables.archived !== undefined && subtasksMayHaveChanged(queryClient, card)) {
        void queryClient.invalidateQueries({ queryKey: boardDetailQueryKey(card.boardId), exact: true });
      }
    },
  });
}
