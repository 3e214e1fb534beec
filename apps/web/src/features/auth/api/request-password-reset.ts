import type { ForgotPasswordInput } from '@rbax/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

/** Always answers `{ status: true }`, whether or not the address is registered. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ status: boolean }> {
  return apiRequest('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email: input.email, redirectTo: paths.authRecovery },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
