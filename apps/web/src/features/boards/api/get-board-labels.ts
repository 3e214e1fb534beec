import type { BoardLabel } from '@rbax/shared/boards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getBoardLabels(boardId: string): Promise<BoardLabel[]> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/labels`);
}

export function boardLabelsQueryKey(boardId: string) {
  return ['boards', boardId, 'labels'] as const;
}

/** Every label of the board, ordered by name (the board's chosen ones are in BoardSummary.labels). */
export function boardLabelsQueryOptions(boardId: string) {
  return queryOptions({ queryKey: boardLabelsQueryKey(boardId), queryFn: () => getBoardLabels(boardId) });
}

export function useBoardLabels(boardId: string) {
  return useQuery(boardLabelsQueryOptions(boardId));
}
