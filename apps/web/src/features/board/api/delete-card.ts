import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeCard } from '@/features/board/api/get-board-detail';
import { sendMutation } from '@/lib/offline/send-mutation';

export function deleteCard(id: string): Promise<void> {
  return sendMutation(`/api/v1/cards/${encodeURIComponent(id)}`, { method: 'DELETE', whenQueued: () => undefined });
}

export function useDeleteCard(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: (_, id) => removeCard(queryClient, boardId, id),
  });
}
