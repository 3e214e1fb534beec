import type { BoardSummary } from '@rbax/shared/boards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type BoardsFilter = {
  /** A workspace id, 'none' for boards without a workspace, or undefined for every board the user can see. */
  workspaceId?: string | undefined;
  archived: boolean;
};

export function getBoards({ workspaceId, archived }: BoardsFilter): Promise<BoardSummary[]> {
  const params = new URLSearchParams({ archived: String(archived) });
  if (workspaceId) params.set('workspaceId', workspaceId);
  return apiRequest(`/api/v1/boards?${params.toString()}`);
}

export const boardsQueryKey = ['boards'] as const;

export function boardsQueryOptions(filter: BoardsFilter) {
  return queryOptions({
    queryKey: [
      ...boardsQueryKey,
      'list',
      { workspaceId: filter.workspaceId ?? null, archived: filter.archived },
    ] as const,
    queryFn: () => getBoards(filter),
  });
}

export function useBoards(filter: BoardsFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...boardsQueryOptions(filter), enabled: options.enabled ?? true });
}
