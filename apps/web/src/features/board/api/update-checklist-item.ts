import type { ChecklistItem } from '@rbax/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { checklistQueryKey, setChecklist } from '@/features/board/api/get-checklist';
import { apiRequest } from '@/lib/api-client';

type UpdateChecklistItemInput = { id: string; text?: string; done?: boolean };

export function updateChecklistItem({ id, ...input }: UpdateChecklistItemInput): Promise<ChecklistItem> {
  return apiRequest(`/api/v1/checklist/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateChecklistItem(boardId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChecklistItem,
    // Optimistic so the checkbox answers at once; the snapshot comes back on failure.
    onMutate: ({ id, ...patch }) => {
      const snapshot = queryClient.getQueryData<ChecklistItem[]>(checklistQueryKey(cardId)) ?? [];
      setChecklist(
        queryClient,
        boardId,
        cardId,
        snapshot.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)),
      );
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      if (context) setChecklist(queryClient, boardId, cardId, context.snapshot);
    },
    onSuccess: (item) => {
      const list = queryClient.getQueryData<ChecklistItem[]>(checklistQueryKey(cardId)) ?? [];
      setChecklist(
        queryClient,
        boardId,
        cardId,
        list.map((entry) => (entry.id === item.id ? item : entry)),
      );
      void invalidateActivity(queryClient, cardId);
    },
  });
}
