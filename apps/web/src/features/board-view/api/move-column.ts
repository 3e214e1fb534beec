import type { BoardColumn } from '@rbax/shared/boards';
import type { MoveColumnInput } from '@rbax/shared/columns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  boardDetailQueryKey,
  updateBoardDetail,
  type BoardDetailData,
} from '@/features/board-view/api/get-board-detail';
import { provisionalPosition } from '@/features/board-view/lib/positions';
import { apiRequest } from '@/lib/api-client';

export function moveColumn({ id, ...input }: MoveColumnInput & { id: string }): Promise<BoardColumn> {
  return apiRequest(`/api/v1/columns/${encodeURIComponent(id)}/move`, { method: 'POST', body: input });
}

/** Optimistic: the column takes a provisional position between its new neighbours, rolled back on failure. */
export function useMoveColumn(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveColumn,
    onMutate: async ({ id, afterId, beforeId }) => {
      await queryClient.cancelQueries({ queryKey: boardDetailQueryKey(boardId) });
      const snapshot = queryClient.getQueryData<BoardDetailData>(boardDetailQueryKey(boardId));
      updateBoardDetail(queryClient, boardId, (detail) => {
        const after = detail.columns.find((column) => column.id === afterId)?.position ?? null;
        const before = detail.columns.find((column) => column.id === beforeId)?.position ?? null;
        const position = provisionalPosition(after, before);
        return {
          ...detail,
          columns: detail.columns.map((column) => (column.id === id ? { ...column, position } : column)),
        };
      });
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      if (context?.snapshot) queryClient.setQueryData(boardDetailQueryKey(boardId), context.snapshot);
    },
    onSuccess: (column) =>
      updateBoardDetail(queryClient, boardId, (detail) => ({
        ...detail,
        columns: detail.columns.map((item) => (item.id === column.id ? { ...item, ...column } : item)),
      })),
  });
}
