import type { FlowSettings, UpdateFlowSettingsInput } from '@rbax/shared/analytics';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boardFlowKey } from '@/features/analytics/reports/api/use-board-flow';
import { apiRequest } from '@/lib/api-client';

function settingsUrl(boardId: string): string {
  return `/api/v1/boards/${encodeURIComponent(boardId)}/flow-settings`;
}

export function flowSettingsQueryKey(boardId: string) {
  return [...boardFlowKey(boardId), 'settings'] as const;
}

export function flowSettingsQueryOptions(boardId: string) {
  return queryOptions({
    queryKey: flowSettingsQueryKey(boardId),
    queryFn: ({ signal }) => apiRequest<FlowSettings>(settingsUrl(boardId), { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /boards/:id/flow-settings`: start and done columns, time zone, SLE and risk threshold. */
export function useFlowSettings(boardId: string | null) {
  return useQuery({ ...flowSettingsQueryOptions(boardId ?? ''), enabled: Boolean(boardId) });
}

/** `PATCH /boards/:id/flow-settings` (managers only; 403 otherwise): every metric of the board is read again. */
export function useUpdateFlowSettings(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateFlowSettingsInput) =>
      apiRequest<FlowSettings>(settingsUrl(boardId), { method: 'PATCH', body: input }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(flowSettingsQueryKey(boardId), settings);
      await queryClient.invalidateQueries({
        queryKey: boardFlowKey(boardId),
        predicate: (query) => query.queryKey[2] !== 'settings',
      });
    },
  });
}
