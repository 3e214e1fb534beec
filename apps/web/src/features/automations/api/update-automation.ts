import type { Automation, UpdateAutomationInput } from '@rbax/shared/automations/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automationsQueryKey, type AutomationList } from '@/features/automations/api/get-automations';
import { apiRequest } from '@/lib/api-client';

export function updateAutomation(id: string, input: UpdateAutomationInput): Promise<Automation> {
  return apiRequest(`/api/v1/automations/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

type Variables = { id: string; input: UpdateAutomationInput };

/**
 * Edit, enable/disable or reorder a rule. 'enabled' shows at once (rolled back on refusal); a
 * new position renumbers the others on the server, so the list is read again.
 */
export function useUpdateAutomation(boardId: string) {
  const queryClient = useQueryClient();
  const key = automationsQueryKey(boardId);
  return useMutation({
    mutationFn: ({ id, input }: Variables) => updateAutomation(id, input),
    onMutate: async ({ id, input }) => {
      if (input.enabled === undefined) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AutomationList>(key);
      queryClient.setQueryData<AutomationList>(key, (data) =>
        data
          ? { items: data.items.map((item) => (item.id === id ? { ...item, enabled: input.enabled! } : item)) }
          : data,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (updated, { input }) => {
      queryClient.setQueryData<AutomationList>(key, (data) =>
        data ? { items: data.items.map((item) => (item.id === updated.id ? updated : item)) } : data,
      );
      if (input.position !== undefined) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
