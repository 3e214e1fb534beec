import type { ChecklistItem } from '@rbax/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { checklistQueryKey, setChecklist } from '@/features/board/api/get-checklist';
import { apiRequest } from '@/lib/api-client';

export function deleteChecklistItem(id: string): Promise<void> {
  return apiRequest(`/api/v1/checklist/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteChecklistItem(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklistItem,
    onSuccess: (_, id) => {
      const list = queryClient.getQueryData<ChecklistItem[]>(checklistQueryKey(cardId)) ?? [];
      setChecklist(
        queryClient,
        boardId,
        cardId,
        list.filter((entry) => entry.id !== id),
      );
      void invalidateActivity(queryClient, cardId);
    },
  });
}
