import type { UpdateWorkspaceInput, Workspace } from '@rbax/shared/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspacesQueryKey } from '@/features/workspaces/api/get-workspaces';
import { apiRequest } from '@/lib/api-client';

export function updateWorkspace({ id, ...input }: UpdateWorkspaceInput & { id: string }): Promise<Workspace> {
  return apiRequest(`/api/v1/workspaces/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkspace,
    onSuccess: (workspace) => {
      queryClient.setQueryData<Workspace[]>(workspacesQueryKey, (list) =>
        list?.map((item) => (item.id === workspace.id ? workspace : item)),
      );
    },
  });
}
