import type { GithubConnectionState } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { githubConnectionQueryKey } from '@/features/integrations/api/get-github-connection';
import { apiRequest } from '@/lib/api-client';

export function disconnectGithub(boardId: string): Promise<null> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/github`, { method: 'DELETE' });
}

/** Disconnects the board: its payload URL answers 404 from then on. */
export function useDisconnectGithub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectGithub,
    onSuccess: (_result, boardId) =>
      queryClient.setQueryData<GithubConnectionState>(githubConnectionQueryKey(boardId), { connection: null }),
  });
}
