import type { CreateWorkspaceInput, Workspace } from '@rbax/shared/workspaces';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspacesQueryKey } from '@/features/workspaces/api/get-workspaces';
import { apiRequest } from '@/lib/api-client';

/** Spec §5: the description is sent only when not empty. */
export function createWorkspace({ name, description }: CreateWorkspaceInput): Promise<Workspace> {
  const trimmed = description?.trim();
  return apiRequest('/api/v1/workspaces', {
    method: 'POST',
    body: { name: name.trim(), ...(trimmed ? { description: trimmed } : {}) },
  });
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: (workspace) => {
      queryClient.setQueryData<Workspace[]>(workspacesQueryKey, (list) => (list ? [workspace, ...list] : [workspace]));
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
    },
  });
}
