import type { UpdateWebhookInput, Webhook, WebhookList } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhooksQueryKey } from '@/features/integrations/api/get-webhooks';
import { apiRequest } from '@/lib/api-client';

export function updateWebhook(id: string, input: UpdateWebhookInput): Promise<Webhook> {
  return apiRequest(`/api/v1/webhooks/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

/** URL, events, on/off; the answer replaces the webhook in its workspace's list. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateWebhookInput }) => updateWebhook(id, input),
    onSuccess: (updated) => {
      queryClient.setQueryData<WebhookList>(webhooksQueryKey(updated.workspaceId), (data) =>
        data ? { items: data.items.map((item) => (item.id === updated.id ? updated : item)) } : data,
      );
    },
  });
}
