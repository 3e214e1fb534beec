import type { WebhookDelivery } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deliveriesPath,
  deliveriesQueryKey,
  type DeliveryTarget,
} from '@/features/integrations/api/get-webhook-deliveries';
import { apiRequest } from '@/lib/api-client';

export function redeliverWebhookDelivery(target: DeliveryTarget, deliveryId: string): Promise<WebhookDelivery> {
  return apiRequest(`${deliveriesPath(target)}/${encodeURIComponent(deliveryId)}/redeliver`, { method: 'POST' });
}

/** 'Reenviar': the same delivery id gets a new attempt (queued); the log follows. */
export function useRedeliverWebhookDelivery(target: DeliveryTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => redeliverWebhookDelivery(target, deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(target) }),
  });
}
