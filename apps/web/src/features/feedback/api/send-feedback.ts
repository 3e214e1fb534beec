import type { FeedbackInput } from '@rbax/shared/public-site';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/v1/feedback`: 201 `{ id }`; the server adds the signed-in user, if any. */
export function sendFeedback(input: FeedbackInput): Promise<{ id: string }> {
  return apiRequest('/api/v1/feedback', { method: 'POST', body: input });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
