import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeCard } from '@/features/board-view/api/get-board-detail';
import { apiRequest } from '@/lib/api-client';

export function deleteCard(id: string): Promise<void> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCard(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: (_, id) => removeCard(queryClient, boardId, id),
  });
}
