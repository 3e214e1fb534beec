import type { Card, CopyCardInput } from '@rbax/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardDetailQueryKey, upsertCard } from '@/features/board/api/get-board-detail';
import { apiRequest } from '@/lib/api-client';

export type CopyCardVariables = CopyCardInput & { id: string };

export function copyCard({ id, ...input }: CopyCardVariables): Promise<Card> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(id)}/copy`, { method: 'POST', body: input });
}

/**
 * The copy joins its board's cached detail; a copy to another board also marks
 * that board stale. `onCopied` runs even if the copy dialog was closed meanwhile.
 */
export function useCopyCard({ onCopied }: { onCopied?: (card: Card, variables: CopyCardVariables) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyCard,
    onSuccess: (card, variables) => {
      upsertCard(queryClient, card);
      if (variables.boardId) void queryClient.invalidateQueries({ queryKey: boardDetailQueryKey(card.boardId) });
      onCopied?.(card, variables);
    },
  });
}
