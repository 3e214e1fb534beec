import type { Card, CopyCardInput } from '@rbax/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upsertCard } from '@/features/board-view/api/get-board-detail';
import { apiRequest } from '@/lib/api-client';

export function copyCard({ id, ...input }: CopyCardInput & { id: string }): Promise<Card> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(id)}/copy`, { method: 'POST', body: input });
}

export function useCopyCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyCard, onSuccess: (card) => upsertCard(queryClient, card) });
}
