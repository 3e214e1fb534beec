import type { BoardSummary } from '@rbax/shared/boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardsQueryKey } from '@/features/boards/api/get-boards';
import { apiRequest } from '@/lib/api-client';

/** Permanent. */
export function deleteBoard(id: string): Promise<void> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoard,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<BoardSummary[]>({ queryKey: [...boardsQueryKey, 'list'] }, (list) =>
        list?.filter((item) => item.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: boardsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['workspaces'], exact: true });
    },
  });
}
