import type { WebhookList } from '@rbax/shared/integrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getWebhooks(workspaceId: string, signal?: AbortSignal): Promise<WebhookList> {
  return apiRequest(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/webhooks`, { signal });
}

export const webhooksQueryKey = (workspaceId: string) => ['integrations', 'webhooks', workspaceId] as const;

export function webhooksQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: webhooksQueryKey(workspaceId),
    queryFn: ({ signal }) => getWebhooks(workspaceId, signal),
  });
}

/** A workspace's webhooks (its owner and admins only; never their secrets). */
export function useWebhooks(workspaceId: string | null) {
  return useQuery({ ...webhooksQueryOptions(workspaceId ?? ''), enabled: workspaceId !== null });
}
