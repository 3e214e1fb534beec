import type { Automation, CreateAutomationInput } from '@rbax/shared/automations/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automationsQueryKey, type AutomationList } from '@/features/automations/api/get-automations';
import { apiRequest } from '@/lib/api-client';

export function createAutomation(boardId: string, input: CreateAutomationInput): Promise<Automation> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/automations`, { method: 'POST', body: input });
}

/** A new rule goes to the end of the board's list. */
export function useCreateAutomation(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAutomationInput) => createAutomation(boardId, input),
    onSuccess: (created) => {
      queryClient.setQueryData<AutomationList>(automationsQueryKey(boardId), (data) =>
        data ? { items: [...data.items.filter((item) => item.id !== created.id), created] } : data,
      );
      void queryClient.invalidateQueries({ queryKey: automationsQueryKey(boardId) });
    },
  });
}
