import type { ChecklistItem } from '@rbax/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { checklistQueryKey, setChecklist } from '@/features/board/api/get-checklist';
import { comparePositions } from '@/features/board/lib/positions';
import { apiRequest } from '@/lib/api-client';

type MoveChecklistItemInput = { id: string; afterId: string | null; beforeId: string | null };

export function moveChecklistItem({ id, ...input }: MoveChecklistItemInput): Promise<ChecklistItem> {
  return apiRequest(`/api/v1/checklist/${encodeURIComponent(id)}/move`, { method: 'POST', body: input });
}

export function useMoveChecklistItem(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveChecklistItem,
    onSuccess: (item) => {
      const list = queryClient.getQueryData<ChecklistItem[]>(checklistQueryKey(cardId)) ?? [];
      setChecklist(
        queryClient,
        boardId,
        cardId,
        list.map((entry) => (entry.id === item.id ? item : entry)).sort(comparePositions),
      );
      void invalidateActivity(queryClient, cardId);
    },
  });
}
