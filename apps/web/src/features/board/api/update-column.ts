import type { BoardColumn } from '@rbax/shared/boards';
import type { UpdateColumnInput } from '@rbax/shared/columns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBoardDetail } from '@/features/board/api/get-board-detail';
import { cachedColumn } from '@/features/board/api/move-column';
import { sendMutation } from '@/lib/offline/send-mutation';

export function updateColumn(
  { id, ...input }: UpdateColumnInput & { id: string },
  whenQueued: () => BoardColumn,
): Promise<BoardColumn> {
  return sendMutation(`/api/v1/columns/${encodeURIComponent(id)}`, { method: 'PATCH', body: input, whenQueued });
}

/** Renames and WIP limits apply on screen at once; offline they wait in the queue. */
export function useUpdateColumn(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateColumnInput & { id: string }) =>
      updateColumn(input, () => ({ ...cachedColumn(queryClient, boardId, input.id), ...input }) as BoardColumn),
    onSuccess: (column) =>
      updateBoardDetail(queryClient, boardId, (detail) => ({
        ...detail,
        columns: detail.columns.map((item) => (item.id === column.id ? { ...item, ...column } : item)),
      })),
  });
}
