import type { WebhookList } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhooksQueryKey } from '@/features/integrations/api/get-webhooks';
import { apiRequest } from '@/lib/api-client';

export function deleteWebhook(id: string): Promise<null> {
  return apiRequest(`/api/v1/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a webhook (and its log): it leaves the list at once. */
export function useDeleteWebhook(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<WebhookList>(webhooksQueryKey(workspaceId), (data) =>
        data ? { items: data.items.filter((item) => item.id !== id) } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(workspaceId) }),
  });
}
