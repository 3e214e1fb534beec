import type { NewsletterInput } from '@rbax/shared/public-site';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/v1/newsletter`: 202 `{ status: 'pending' }` whether or not the address was already there. */
export function subscribeNewsletter(input: NewsletterInput): Promise<{ status: 'pending' }> {
  return apiRequest('/api/v1/newsletter', { method: 'POST', body: input });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
