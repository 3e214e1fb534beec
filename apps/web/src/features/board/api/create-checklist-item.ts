import type { ChecklistItem } from '@rbax/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { checklistQueryKey, setChecklist } from '@/features/board/api/get-checklist';
import { apiRequest } from '@/lib/api-client';

export function createChecklistItem({ cardId, text }: { cardId: string; text: string }): Promise<ChecklistItem> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(cardId)}/checklist`, { method: 'POST', body: { text } });
}

export function useCreateChecklistItem(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => createChecklistItem({ cardId, text }),
    onSuccess: (item) => {
      const list = queryClient.getQueryData<ChecklistItem[]>(checklistQueryKey(cardId)) ?? [];
      setChecklist(queryClient, boardId, cardId, [...list, item]);
      void invalidateActivity(queryClient, cardId);
    },
  });
}
