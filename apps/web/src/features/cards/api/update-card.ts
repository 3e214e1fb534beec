import type { UpdateCardInput, UpdateCardResponse } from '@rbax/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upsertCard } from '@/features/board-view/api/get-board-detail';
import { invalidateActivity } from '@/features/cards/api/get-activity';
import { cardQueryKey } from '@/features/cards/api/get-card';
import { apiRequest } from '@/lib/api-client';

export function updateCard({ id, ...input }: UpdateCardInput & { id: string }): Promise<UpdateCardResponse> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCard,
    onSuccess: ({ card }) => {
      upsertCard(queryClient, card);
      queryClient.setQueryData(cardQueryKey(card.id), card);
      void invalidateActivity(queryClient, card.id);
    },
  });
}
