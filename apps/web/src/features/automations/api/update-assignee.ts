import type { AutomationAssignee, AutomationAssigneeList } from '@rbax/shared/automations/assignees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assigneesQueryKey } from '@/features/automations/api/get-assignees';
import { apiRequest } from '@/lib/api-client';

export function updateAssignee(
  boardId: string,
  userId: string,
  maxOpenCards: number | null,
): Promise<AutomationAssignee> {
  return apiRequest(
    `/api/v1/boards/${encodeURIComponent(boardId)}/automations/assignees/${encodeURIComponent(userId)}`,
    { method: 'PUT', body: { maxOpenCards } },
  );
}

/** A member's capacity on the board (open cards at most; null: no cap of their own). */
export function useUpdateAssignee(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, maxOpenCards }: { userId: string; maxOpenCards: number | null }) =>
      updateAssignee(boardId, userId, maxOpenCards),
    onSuccess: (updated) =>
      queryClient.setQueryData<AutomationAssigneeList>(assigneesQueryKey(boardId), (data) =>
        data ? { items: data.items.map((item) => (item.userId === updated.userId ? updated : item)) } : data,
      ),
  });
}
