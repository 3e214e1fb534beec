import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBoardDetail } from '@/features/board/api/get-board-detail';
import { apiRequest } from '@/lib/api-client';

/** The column's cards are archived by the server. */
export function deleteColumn(id: string): Promise<void> {
  return apiRequest(`/api/v1/columns/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteColumn(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteColumn,
    onSuccess: (_, id) =>
      updateBoardDetail(queryClient, boardId, (detail) => ({
        ...detail,
        columns: detail.columns.filter((item) => item.id !== id),
        cards: detail.cards.filter((card) => card.columnId !== id),
      })),
  });
}
