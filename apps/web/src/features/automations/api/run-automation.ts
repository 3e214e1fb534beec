import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automationRunsQueryKey, type AutomationRunList } from '@/features/automations/api/get-automation-runs';
import { automationsQueryKey } from '@/features/automations/api/get-automations';
import { apiRequest } from '@/lib/api-client';

export function runAutomation(id: string, cardId?: string): Promise<AutomationRunList> {
  return apiRequest(`/api/v1/automations/${encodeURIComponent(id)}/run`, {
    method: 'POST',
    body: cardId ? { cardId } : {},
  });
}

/**
 * Presses a button rule: on one card, or (a board button) on every card meeting its conditions.
 * Its effects reach the board through the event log like any change; the counts are read again.
 */
export function useRunAutomation(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cardId }: { id: string; cardId?: string }) => runAutomation(id, cardId),
    onSuccess: (_runs, { id }) => {
      void queryClient.invalidateQueries({ queryKey: automationsQueryKey(boardId) });
      void queryClient.invalidateQueries({ queryKey: automationRunsQueryKey(id) });
    },
  });
}
