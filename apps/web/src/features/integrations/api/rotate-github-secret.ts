import type { GithubConnectionSecret } from '@rbax/shared/integrations';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function rotateGithubSecret(boardId: string): Promise<GithubConnectionSecret> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/github/rotate-secret`, { method: 'POST' });
}

/** A new secret for the same payload URL; the caller shows it once. */
export function useRotateGithubSecret() {
  return useMutation({ mutationFn: rotateGithubSecret, gcTime: 0 });
}
