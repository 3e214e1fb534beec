import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** better-auth's change-password; the server always ends the other sessions (decision 026). */
export function changePassword(input: { currentPassword: string; newPassword: string }): Promise<unknown> {
  return apiRequest('/api/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
