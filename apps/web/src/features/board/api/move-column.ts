import type { BoardColumn } from '@rbax/shared/boards';
import type { MoveColumnInput } from '@rbax/shared/columns';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { boardDetailQueryKey, updateBoardDetail, type BoardDetailData } from '@/features/board/api/get-board-detail';
import { provisionalPosition } from '@/features/board/lib/positions';
import { sendMutation } from '@/lib/offline/send-mutation';

export function moveColumn(
  { id, ...input }: MoveColumnInput & { id: string },
  whenQueued: () => BoardColumn,
): Promise<BoardColumn> {
  return sendMutation(`/api/v1/columns/${encodeURIComponent(id)}/move`, { method: 'POST', body: input, whenQueued });
}

/** A column as the cache shows it (after the optimistic change): the result while the request waits offline. */
export function cachedColumn(queryClient: QueryClient, boardId: string, id: string): BoardColumn {
  const column = queryClient
    .getQueryData<BoardDetailData>(boardDetailQueryKey(boardId))
    ?.columns.find((c) => c.id === id);
  if (!column) throw new Error(`column ${id} is not in the cache`);
  return column;
}

/** Optimistic: the column takes a provisional position between its new neighbours, rolled back on failure. */
export function useMoveColumn(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveColumnInput & { id: string }) =>
      moveColumn(input, () => cachedColumn(queryClient, boardId, input.id)),
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
