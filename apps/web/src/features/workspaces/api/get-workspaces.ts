import type { Workspace } from '@rbax/shared/workspaces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getWorkspaces(): Promise<Workspace[]> {
  return apiRequest('/api/v1/workspaces');
}

export const workspacesQueryKey = ['workspaces'] as const;

export function workspacesQueryOptions() {
  return queryOptions({ queryKey: workspacesQueryKey, queryFn: getWorkspaces });
}

/** The caller's workspaces, newest first, each with the caller's role. */
export function useWorkspaces() {
  return useQuery(workspacesQueryOptions());
}
