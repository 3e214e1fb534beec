import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type TwoFactorSignIn = { method: 'totp' | 'backup'; code: string; trustDevice: boolean };

/** The second step of a sign-in (the challenge cookie from the password step identifies it). */
export function verifyTwoFactor({ method, code, trustDevice }: TwoFactorSignIn): Promise<unknown> {
  const path = method === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  return apiRequest(path, { method: 'POST', body: { code, trustDevice } });
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
