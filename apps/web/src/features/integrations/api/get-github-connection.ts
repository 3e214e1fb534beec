import type { GithubConnectionState } from '@rbax/shared/integrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getGithubConnection(boardId: string, signal?: AbortSignal): Promise<GithubConnectionState> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/github`, { signal });
}

export const githubConnectionQueryKey = (boardId: string) => ['integrations', 'github', boardId] as const;

export function githubConnectionQueryOptions(boardId: string) {
  return queryOptions({
    queryKey: githubConnectionQueryKey(boardId),
    queryFn: ({ signal }) => getGithubConnection(boardId, signal),
  });
}

/** The board's GitHub connection, or `{ connection: null }` (never its secret). */
export function useGithubConnection(boardId: string | null) {
  return useQuery({ ...githubConnectionQueryOptions(boardId ?? ''), enabled: boardId !== null });
}
