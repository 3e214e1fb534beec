import type { BoardLabel } from '@rbax/shared/boards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardLabelsQueryKey } from '@/features/boards/api/get-board-labels';
import { boardsQueryKey } from '@/features/boards/api/get-boards';
import { apiRequest } from '@/lib/api-client';

export type UpdateLabelInput = { id: string; name?: string; color?: string };

export function updateLabel({ id, ...input }: UpdateLabelInput): Promise<BoardLabel> {
  return apiRequest(`/api/v1/labels/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateLabel(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLabel,
    onSuccess: (label) => {
      queryClient.setQueryData<BoardLabel[]>(boardLabelsQueryKey(boardId), (list) =>
        list?.map((item) => (item.id === label.id ? label : item)).sort((a, b) => a.name.localeCompare(b.name)),
      );
      void queryClient.invalidateQueries({ queryKey: [...boardsQueryKey, 'list'] });
    },
  });
}
