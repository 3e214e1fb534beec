import type { TimeEntry, UpdateTimeEntryInput } from '@rbax/shared/time/entries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { invalidateCardTimeEntries } from '@/features/time/api/get-card-time-entries';
import { apiRequest } from '@/lib/api-client';

export function updateTimeEntry({ id, input }: { id: string; input: UpdateTimeEntryInput }): Promise<TimeEntry> {
  return apiRequest(`/api/v1/time-entries/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeEntry,
    onSuccess: (entry) => {
      void invalidateCardTimeEntries(queryClient, entry.cardId);
      void invalidateActivity(queryClient, entry.cardId);
    },
  });
}
