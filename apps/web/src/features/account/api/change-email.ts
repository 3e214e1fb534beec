import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sends a confirmation link to the new address; the e-mail changes only when it is opened. */
export function changeEmail(input: { newEmail: string }): Promise<{ status: boolean }> {
  return apiRequest('/api/auth/change-email', { method: 'POST', body: input });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
