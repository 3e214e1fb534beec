import type { BoardColumn } from '@rbax/shared/boards';
import type { UpdateColumnInput } from '@rbax/shared/columns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBoardDetail } from '@/features/board-view/api/get-board-detail';
import { apiRequest } from '@/lib/api-client';

export function updateColumn({ id, ...input }: UpdateColumnInput & { id: string }): Promise<BoardColumn> {
  return apiRequest(`/api/v1/columns/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateColumn(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateColumn,
    onSuccess: (column) =>
      updateBoardDetail(queryClient, boardId, (detail) => ({
        ...detail,
        columns: detail.columns.map((item) => (item.id === column.id ? { ...item, ...column } : item)),
      })),
  });
}
