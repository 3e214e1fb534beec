import type { BoardSummary, CreateBoardInput } from '@rbax/shared/boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardsQueryKey } from '@/features/boards/api/get-boards';
import { apiRequest } from '@/lib/api-client';

/** Spec §3 payload: the description only when not empty; template or duplicate, never both. */
export function createBoard(input: CreateBoardInput): Promise<BoardSummary> {
  const { description, ...rest } = input;
  const trimmed = description?.trim();
  return apiRequest('/api/v1/boards', {
    method: 'POST',
    body: { ...rest, ...(trimmed ? { description: trimmed } : {}) },
  });
}

export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoard,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: boardsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['workspaces'], exact: true });
    },
  });
}
