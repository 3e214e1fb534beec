import type { AiSettings, UpdateAiSettingsInput } from '@rbax/shared/ai/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET|PUT /api/v1/workspaces/:id/ai-settings` (issue 24): the key goes up, never comes back. */

export function aiSettingsQueryKey(workspaceId: string) {
  return ['workspaces', workspaceId, 'ai-settings'] as const;
}

export function aiSettingsQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: aiSettingsQueryKey(workspaceId),
    queryFn: ({ signal }) =>
      apiRequest<AiSettings>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/ai-settings`, { signal }),
  });
}

export function useAiSettings(workspaceId: string | null) {
  return useQuery({ ...aiSettingsQueryOptions(workspaceId ?? ''), enabled: Boolean(workspaceId) });
}

export function useUpdateAiSettings(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAiSettingsInput) =>
      apiRequest<AiSettings>(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/ai-settings`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (settings) => queryClient.setQueryData(aiSettingsQueryKey(workspaceId), settings),
  });
}
