import type { WorkspaceMembersResponse } from '@rbax/shared/workspaces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getWorkspaceMembers(workspaceId: string): Promise<WorkspaceMembersResponse> {
  return apiRequest(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/members`);
}

export function workspaceMembersQueryKey(workspaceId: string) {
  return ['workspaces', workspaceId, 'members'] as const;
}

export function workspaceMembersQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: workspaceMembersQueryKey(workspaceId),
    queryFn: () => getWorkspaceMembers(workspaceId),
  });
}

export function useWorkspaceMembers(workspaceId: string) {
  return useQuery(workspaceMembersQueryOptions(workspaceId));
}
