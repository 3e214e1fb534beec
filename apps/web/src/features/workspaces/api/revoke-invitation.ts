import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceMembersQueryKey } from '@/features/workspaces/api/get-workspace-members';
import { apiRequest } from '@/lib/api-client';

export function revokeInvitation(workspaceId: string, invitationId: string): Promise<void> {
  return apiRequest(
    `/api/v1/workspaces/${encodeURIComponent(workspaceId)}/invitations/${encodeURIComponent(invitationId)}`,
    {
      method: 'DELETE',
    },
  );
}

export function useRevokeInvitation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(workspaceId, invitationId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: workspaceMembersQueryKey(workspaceId) }),
  });
}
