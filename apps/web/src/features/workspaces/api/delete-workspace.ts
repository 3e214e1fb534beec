import type { Workspace } from '@rbax/shared/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspacesQueryKey } from '@/features/workspaces/api/get-workspaces';
import { apiRequest } from '@/lib/api-client';

export type DeleteWorkspaceInput = { id: string; boards: 'delete' | 'keep' };

/** `keep` leaves the workspace's boards without a workspace; `delete` removes them too. */
export function deleteWorkspace({ id, boards }: DeleteWorkspaceInput): Promise<void> {
  return apiRequest(`/api/v1/workspaces/${encodeURIComponent(id)}?boards=${boards}`, { method: 'DELETE' });
}

export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkspace,
    onSuccess: (_, { id }) => {
      queryClient.setQueryData<Workspace[]>(workspacesQueryKey, (list) => list?.filter((item) => item.id !== id));
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['boards'] });
    },
  });
}
