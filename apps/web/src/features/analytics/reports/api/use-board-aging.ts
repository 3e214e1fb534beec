import type { BoardAgingResponse } from '@rbax/shared/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { boardFlowKey } from '@/features/analytics/reports/api/use-board-flow';
import { apiRequest } from '@/lib/api-client';

export function boardAgingQueryKey(boardId: string) {
  return [...boardFlowKey(boardId), 'aging'] as const;
}

/** `GET /boards/:id/aging`: one request per board for every card face (ages change by the day, zones as cards move). */
export function boardAgingQueryOptions(boardId: string) {
  return queryOptions({
    queryKey: boardAgingQueryKey(boardId),
    queryFn: ({ signal }) =>
      apiRequest<BoardAgingResponse>(`/api/v1/boards/${encodeURIComponent(boardId)}/aging`, { signal }),
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
    refetchIntervalInBackground: false,
    // A board whose server has no flow data yet shows no badge; a retry would not change that.
    retry: false,
  });
}

/** The ageing of one card, or null while it is not started, finished, or the board has no answer. */
export function useCardAging(boardId: string, cardId: string) {
  const select = useCallback(
    (data: BoardAgingResponse) => data.items.find((item) => item.cardId === cardId) ?? null,
    [cardId],
  );
  return useQuery({ ...boardAgingQueryOptions(boardId), select }).data ?? null;
}
