import type { BoardSummary, UpdateBoardInput } from '@rbax/shared/boards';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { boardsQueryKey } from '@/features/boards/api/get-boards';
import { apiRequest } from '@/lib/api-client';

export function updateBoard({ id, ...input }: UpdateBoardInput & { id: string }): Promise<BoardSummary> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

/** Replaces a board in every cached list (archiving moves it out of the lists it no longer belongs to). */
export function patchBoardInLists(queryClient: QueryClient, board: Pick<BoardSummary, 'id'> & Partial<BoardSummary>) {
  queryClient.setQueriesData<BoardSummary[]>({ queryKey: [...boardsQueryKey, 'list'] }, (list) =>
    list?.map((item) => (item.id === board.id ? { ...item, ...board } : item)),
  );
}

export function useUpdateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBoard,
    onSuccess: (board) => {
      patchBoardInLists(queryClient, board);
      void queryClient.invalidateQueries({ queryKey: boardsQueryKey });
    },
  });
}

/**
 * Archive / restore, optimistic: the board leaves the current list at once and
 * comes back if the server refuses.
 */
export function useSetBoardArchived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) => updateBoard({ id, archived }),
    onMutate: async ({ id, archived }) => {
      await queryClient.cancelQueries({ queryKey: boardsQueryKey });
      const snapshot = queryClient.getQueriesData<BoardSummary[]>({ queryKey: [...boardsQueryKey, 'list'] });
      for (const [key, list] of snapshot) {
        const filter = key[2] as { archived?: boolean } | undefined;
        if (list && filter?.archived !== archived) {
          queryClient.setQueryData<BoardSummary[]>(
            key,
            list.filter((item) => item.id !== id),
          );
        }
      }
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      context?.snapshot.forEach(([key, list]) => queryClient.setQueryData(key, list));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: boardsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['workspaces'], exact: true });
    },
  });
}
