import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ResetPasswordRequest = { newPassword: string; token: string };

export function resetPassword(input: ResetPasswordRequest): Promise<unknown> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
