import type { BoardColumn } from '@rbax/shared/boards';
import type { CreateColumnInput } from '@rbax/shared/columns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBoardDetail } from '@/features/board/api/get-board-detail';
import { apiRequest } from '@/lib/api-client';

export function createColumn({ boardId, ...input }: CreateColumnInput & { boardId: string }): Promise<BoardColumn> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/columns`, { method: 'POST', body: input });
}

export function useCreateColumn(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateColumnInput) => createColumn({ boardId, ...input }),
    onSuccess: (column) =>
      updateBoardDetail(queryClient, boardId, (detail) => ({ ...detail, columns: [...detail.columns, column] })),
  });
}
