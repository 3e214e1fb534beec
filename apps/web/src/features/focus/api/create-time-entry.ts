import type { CreateTimeEntryInput, TimeEntry } from '@rbax/shared/time-entries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateActivity } from '@/features/cards/api/get-activity';
import { timeEntriesQueryKey } from '@/features/focus/api/get-time-entries';
import { sendMutation } from '@/lib/offline/send-mutation';

export type CreateTimeEntryVariables = {
  cardId: string;
  input: CreateTimeEntryInput;
  /** One key per focus session, so a session noticed by two tabs (or replayed offline) counts once. */
  idempotencyKey?: string;
};

/** Resolves to the entry, or null when it waits in the offline queue (sent when back online). */
export function createTimeEntry({
  cardId,
  input,
  idempotencyKey,
}: CreateTimeEntryVariables): Promise<TimeEntry | null> {
  return sendMutation<TimeEntry | null>(`/api/v1/cards/${encodeURIComponent(cardId)}/time-entries`, {
    method: 'POST',
    body: input,
    idempotencyKey,
    whenQueued: () => null,
  });
}

export function useCreateTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeEntry,
    onSuccess: (entry, { cardId }) => {
      if (!entry) return;
      void queryClient.invalidateQueries({ queryKey: timeEntriesQueryKey(cardId), exact: true });
      void invalidateActivity(queryClient, cardId);
    },
  });
}
