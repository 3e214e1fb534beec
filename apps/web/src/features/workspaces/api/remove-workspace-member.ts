import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspacesQueryKey } from '@/features/workspaces/api/get-workspaces';
import { workspaceMembersQueryKey } from '@/features/workspaces/api/get-workspace-members';
import { apiRequest } from '@/lib/api-client';

/** Removing yourself is leaving the workspace. */
export function removeWorkspaceMember(workspaceId: string, userId: string): Promise<void> {
  return apiRequest(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveWorkspaceMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeWorkspaceMember(workspaceId, userId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workspaceMembersQueryKey(workspaceId) });
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey, exact: true });
    },
  });
}
