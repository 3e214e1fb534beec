import type { SignUpInput } from '@rbax/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function signUp(input: SignUpInput): Promise<unknown> {
  return apiRequest('/api/auth/sign-up/email', { method: 'POST', body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
