import type { Card, UpdateCardInput, UpdateCardResponse } from '@rbax/shared/cards';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { boardDetailQueryKey, upsertCard, type BoardDetailData } from '@/features/board-view/api/get-board-detail';
import { invalidateActivity } from '@/features/cards/api/get-activity';
import { cardQueryKey } from '@/features/cards/api/get-card';
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

/** The edit applied to the cached card: what the screen shows while the request waits offline. */
function editedCard(card: Card, input: UpdateCardInput): Card {
  const { version: _version, editedAt: _editedAt, completed, ...fields } = input;
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
    onSuccess: ({ card }) => {
      upsertCard(queryClient, card);
      queryClient.setQueryData(cardQueryKey(card.id), card);
      void invalidateActivity(queryClient, card.id);
    },
  });
}
