import type { WebhookDelivery } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveriesQueryKey, type DeliveryTarget } from '@/features/integrations/api/get-webhook-deliveries';
import { apiRequest } from '@/lib/api-client';

const testPath = (target: DeliveryTarget) =>
  target.kind === 'webhook'
    ? `/api/v1/webhooks/${encodeURIComponent(target.id)}/test`
    : `/api/v1/chat-connections/${encodeURIComponent(target.id)}/test`;

export function sendWebhookTest(target: DeliveryTarget): Promise<WebhookDelivery> {
  return apiRequest(testPath(target), { method: 'POST' });
}

/**
 * 'Enviar evento de teste' (a webhook) or 'Enviar mensagem de teste' (a chat connection): queued
 * by the server; the target's log is read again to follow it.
 */
export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTest,
    onSuccess: (_delivery, target) => queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(target) }),
  });
}
