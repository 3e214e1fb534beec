import type { BoardLabel, CreateLabelInput } from '@rbax/shared/boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardLabelsQueryKey } from '@/features/boards/api/get-board-labels';
import { apiRequest } from '@/lib/api-client';

export function createLabel(boardId: string, input: CreateLabelInput): Promise<BoardLabel> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/labels`, { method: 'POST', body: input });
}

const byName = (a: BoardLabel, b: BoardLabel) => a.name.localeCompare(b.name);

export function useCreateLabel(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLabelInput) => createLabel(boardId, input),
    onSuccess: (label) => {
      queryClient.setQueryData<BoardLabel[]>(boardLabelsQueryKey(boardId), (list) =>
        [...(list ?? []), label].sort(byName),
      );
    },
  });
}
