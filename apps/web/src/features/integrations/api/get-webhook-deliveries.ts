import type { WebhookDeliveryList } from '@rbax/shared/integrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Whose delivery log: a webhook's or a chat connection's (one pipeline, one log shape). */
export type DeliveryTarget = { kind: 'webhook' | 'chat'; id: string };

export const deliveriesPath = (target: DeliveryTarget) =>
  target.kind === 'webhook'
    ? `/api/v1/webhooks/${encodeURIComponent(target.id)}/deliveries`
    : `/api/v1/chat-connections/${encodeURIComponent(target.id)}/deliveries`;

export function getWebhookDeliveries(target: DeliveryTarget, signal?: AbortSignal): Promise<WebhookDeliveryList> {
  return apiRequest(deliveriesPath(target), { signal });
}

export const deliveriesQueryKey = (target: DeliveryTarget) =>
  ['integrations', 'deliveries', target.kind, target.id] as const;

/** While a delivery is still pending the log is read again every few seconds. */
const POLL_WHILE_PENDING_MS = 2_000;

export function webhookDeliveriesQueryOptions(target: DeliveryTarget) {
  return queryOptions({
    queryKey: deliveriesQueryKey(target),
    queryFn: ({ signal }) => getWebhookDeliveries(target, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === 'pending') ? POLL_WHILE_PENDING_MS : false,
  });
}

/** The newest deliveries of a webhook or chat connection, each with its attempts. */
export function useWebhookDeliveries(target: DeliveryTarget | null) {
  return useQuery({
    ...webhookDeliveriesQueryOptions(target ?? { kind: 'webhook', id: '' }),
    enabled: target !== null,
  });
}
