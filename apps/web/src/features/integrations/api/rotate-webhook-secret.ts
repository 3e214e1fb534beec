import type { WebhookWithSecret } from '@rbax/shared/integrations';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function rotateWebhookSecret(id: string): Promise<WebhookWithSecret> {
  return apiRequest(`/api/v1/webhooks/${encodeURIComponent(id)}/rotate-secret`, { method: 'POST' });
}

/** A new signing secret, shown once by the caller; the old one stops signing at once. */
export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret, gcTime: 0 });
}
