import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { invalidateCardTimeEntries } from '@/features/time/api/get-card-time-entries';
import { apiRequest } from '@/lib/api-client';

export function deleteTimeEntry({ id }: { id: string; cardId: string }): Promise<void> {
  return apiRequest(`/api/v1/time-entries/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeEntry,
    onSuccess: (_, { cardId }) => {
      void invalidateCardTimeEntries(queryClient, cardId);
      void invalidateActivity(queryClient, cardId);
    },
  });
}
