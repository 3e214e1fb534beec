import type { CreateTimeEntryInput, TimeEntry } from '@rbax/shared/time/entries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { invalidateCardTimeEntries } from '@/features/time/api/get-card-time-entries';
import { sendMutation } from '@/lib/offline/send-mutation';

export type CreateTimeEntryVariables = {
  cardId: string;
  input: CreateTimeEntryInput;
  /** One key per focus session, so a session noticed by two tabs (or replayed offline) counts once. */
  idempotencyKey?: string;
};

/**
 * `POST /api/v1/cards/:id/time-entries`: a manual entry, or a focus session from focus mode
 * (features/focus records its sessions through this). Resolves to the entry, or null when it
 * waits in the offline queue (sent when back online).
 */
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
      void invalidateCardTimeEntries(queryClient, cardId);
      void invalidateActivity(queryClient, cardId);
    },
  });
}
