import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';

export type SocialSignInResponse = { url: string; redirect: boolean };

export function signInWithGoogle(): Promise<SocialSignInResponse> {
  return apiRequest('/api/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: paths.boards },
  });
}

export function useSignInWithGoogle() {
  return useMutation({ mutationFn: signInWithGoogle });
}
