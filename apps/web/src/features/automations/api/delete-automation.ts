import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automationsQueryKey, type AutomationList } from '@/features/automations/api/get-automations';
import { apiRequest } from '@/lib/api-client';

export function deleteAutomation(id: string): Promise<void> {
  return apiRequest(`/api/v1/automations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a rule and its run log; the list drops it at once. */
export function useDeleteAutomation(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAutomation(id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AutomationList>(automationsQueryKey(boardId), (data) =>
        data ? { items: data.items.filter((item) => item.id !== id) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: automationsQueryKey(boardId) });
    },
  });
}
