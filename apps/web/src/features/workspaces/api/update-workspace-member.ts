import type { WorkspaceRole } from '@rbax/shared/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspacesQueryKey } from '@/features/workspaces/api/get-workspaces';
import { workspaceMembersQueryKey } from '@/features/workspaces/api/get-workspace-members';
import { apiRequest } from '@/lib/api-client';

export type UpdateWorkspaceMemberInput = { userId: string; role: WorkspaceRole };

/** Role 'owner' transfers ownership (owner only); the previous owner becomes admin. */
export function updateWorkspaceMember(
  workspaceId: string,
  { userId, role }: UpdateWorkspaceMemberInput,
): Promise<unknown> {
  return apiRequest(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/members/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { role },
  });
}

export function useUpdateWorkspaceMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWorkspaceMemberInput) => updateWorkspaceMember(workspaceId, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workspaceMembersQueryKey(workspaceId) });
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey, exact: true });
    },
  });
}
