import type { FlowResponse } from '@rbax/shared/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type FlowParams = { from: string; to: string; asOf?: string | undefined };

/** Every query about one board's flow (settings, flow, ageing) starts with this key. */
export function boardFlowKey(boardId: string) {
  return ['board-flow', boardId] as const;
}

export function getBoardFlow(boardId: string, params: FlowParams, signal?: AbortSignal): Promise<FlowResponse> {
  const search = new URLSearchParams({ from: params.from, to: params.to });
  if (params.asOf) search.set('asOf', params.asOf);
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/flow?${search.toString()}`, { signal });
}

/** `GET /boards/:id/flow`: the report's data; the previous range stays on screen while another loads. */
export function boardFlowQueryOptions(boardId: string, params: FlowParams) {
  return queryOptions({
    queryKey: [
      ...boardFlowKey(boardId),
      'flow',
      { from: params.from, to: params.to, asOf: params.asOf ?? null },
    ] as const,
    queryFn: ({ signal }) => getBoardFlow(boardId, params, signal),
    staleTime: 60_000,
    // Only another range of the same board: a different board must not show the last one's charts.
    placeholderData: (previous) => (previous?.boardId === boardId ? previous : undefined),
  });
}

export function useBoardFlow(boardId: string | null, params: FlowParams | null) {
  return useQuery({
    ...boardFlowQueryOptions(boardId ?? '', params ?? { from: '', to: '' }),
    enabled: Boolean(boardId && params),
  });
}
