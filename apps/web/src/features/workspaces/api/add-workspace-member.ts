import type { AddWorkspaceMemberInput, AddWorkspaceMemberResponse } from '@rbax/shared/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspacesQueryKey } from '@/features/workspaces/api/get-workspaces';
import { workspaceMembersQueryKey } from '@/features/workspaces/api/get-workspace-members';
import { apiRequest } from '@/lib/api-client';

/** An existing account is added at once; an unknown address gets an e-mailed invitation. */
export function addWorkspaceMember({
  workspaceId,
  ...input
}: AddWorkspaceMemberInput & { workspaceId: string }): Promise<AddWorkspaceMemberResponse> {
  return apiRequest(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/members`, { method: 'POST', body: input });
}

export function useAddWorkspaceMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddWorkspaceMemberInput) => addWorkspaceMember({ workspaceId, ...input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workspaceMembersQueryKey(workspaceId) });
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey, exact: true });
    },
  });
}
