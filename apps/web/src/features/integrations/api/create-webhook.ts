import type { CreateWebhookInput, WebhookWithSecret } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhooksQueryKey } from '@/features/integrations/api/get-webhooks';
import { apiRequest } from '@/lib/api-client';

export function createWebhook(workspaceId: string, input: CreateWebhookInput): Promise<WebhookWithSecret> {
  return apiRequest(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/webhooks`, { method: 'POST', body: input });
}

/** Creates a webhook; the answer's `secret` stays with the caller (shown once), the list is read again. */
export function useCreateWebhook(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) => createWebhook(workspaceId, input),
    // The answer holds the secret: not kept in the mutation cache.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey(workspaceId) }),
  });
}
