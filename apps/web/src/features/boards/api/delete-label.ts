import type { BoardLabel } from '@rbax/shared/boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardLabelsQueryKey } from '@/features/boards/api/get-board-labels';
import { boardsQueryKey } from '@/features/boards/api/get-boards';
import { apiRequest } from '@/lib/api-client';

export function deleteLabel(id: string): Promise<void> {
  return apiRequest(`/api/v1/labels/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteLabel(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLabel,
    onSuccess: (_, id) => {
      queryClient.setQueryData<BoardLabel[]>(boardLabelsQueryKey(boardId), (list) =>
        list?.filter((item) => item.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: [...boardsQueryKey, 'list'] });
    },
  });
}
