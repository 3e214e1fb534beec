import type { SignInInput } from '@rbax/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function signIn(input: SignInInput): Promise<unknown> {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
