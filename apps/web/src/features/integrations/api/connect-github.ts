import type { GithubConnectionSecret } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { githubConnectionQueryKey } from '@/features/integrations/api/get-github-connection';
import { apiRequest } from '@/lib/api-client';

export function connectGithub(boardId: string): Promise<GithubConnectionSecret> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/github`, { method: 'POST' });
}

/**
 * Connects the board (replacing an earlier connection). The answer's secret stays with the
 * caller, which shows it once; the cache gets the connection from the server.
 */
export function useConnectGithub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectGithub,
    // The answer holds the secret: do not keep it in the mutation cache once the dialog lets go.
    gcTime: 0,
    onSuccess: (_created, boardId) => queryClient.invalidateQueries({ queryKey: githubConnectionQueryKey(boardId) }),
  });
}
