import type { GithubConnection, GithubConnectionState, UpdateGithubConnectionInput } from '@rbax/shared/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { githubConnectionQueryKey } from '@/features/integrations/api/get-github-connection';
import { apiRequest } from '@/lib/api-client';

type Variables = { boardId: string; input: UpdateGithubConnectionInput };

export function updateGithubConnection({ boardId, input }: Variables): Promise<GithubConnection> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/github`, { method: 'PATCH', body: input });
}

/** The column for merged pull requests, or pausing and resuming. */
export function useUpdateGithubConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGithubConnection,
    onSuccess: (connection, { boardId }) =>
      queryClient.setQueryData<GithubConnectionState>(githubConnectionQueryKey(boardId), { connection }),
  });
}
