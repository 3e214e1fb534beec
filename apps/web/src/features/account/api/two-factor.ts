import type { EnableTwoFactorResponse } from '@rbax/shared/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/me/api/get-me';
import { apiRequest } from '@/lib/api-client';

/** Step 1: the password → a secret (otpauth URI) and 10 backup codes; not active yet. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<EnableTwoFactorResponse>('/api/auth/two-factor/enable', { method: 'POST', body: { password } }),
  });
}

/** Step 2: a code from the app proves it was set up; 2FA is on from now. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('/api/auth/two-factor/disable', { method: 'POST', body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** New backup codes; the old ones stop working. */
export function useRegenerateBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', {
        method: 'POST',
        body: { password },
      }),
  });
}
