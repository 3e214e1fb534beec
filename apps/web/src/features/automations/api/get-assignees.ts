import type { AutomationAssigneeList } from '@rbax/shared/automations/assignees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAssignees(boardId: string, signal?: AbortSignal): Promise<AutomationAssigneeList> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/automations/assignees`, { signal });
}

export const assigneesQueryKey = (boardId: string) => ['automations', 'assignees', boardId] as const;

export function assigneesQueryOptions(boardId: string) {
  return queryOptions({
    queryKey: assigneesQueryKey(boardId),
    queryFn: ({ signal }) => getAssignees(boardId, signal),
    staleTime: 0,
  });
}

/** The people auto-assignment may pick on a board: skills, availability, open cards, capacity. */
export function useAssignees(boardId: string) {
  return useQuery(assigneesQueryOptions(boardId));
}
