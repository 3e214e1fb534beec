import type { Card, CreateCardInput } from '@rbax/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upsertCard } from '@/features/board-view/api/get-board-detail';
import { apiRequest } from '@/lib/api-client';

export function createCard({ boardId, ...input }: CreateCardInput & { boardId: string }): Promise<Card> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/cards`, { method: 'POST', body: input });
}

export function useCreateCard(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCardInput) => createCard({ boardId, ...input }),
    onSuccess: (card) => upsertCard(queryClient, card),
  });
}
