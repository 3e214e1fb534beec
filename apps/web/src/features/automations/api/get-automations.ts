import type { Automation } from '@rbax/shared/automations/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type AutomationList = { items: Automation[] };

export function getAutomations(boardId: string, signal?: AbortSignal): Promise<AutomationList> {
  return apiRequest(`/api/v1/boards/${encodeURIComponent(boardId)}/automations`, { signal });
}

export const automationsQueryKey = (boardId: string) => ['automations', 'rules', boardId] as const;

export function automationsQueryOptions(boardId: string) {
  return queryOptions({
    queryKey: automationsQueryKey(boardId),
    queryFn: ({ signal }) => getAutomations(boardId, signal),
    // Run counts move while rules run: read again whenever a screen opens the list.
    staleTime: 0,
  });
}

/** A board's rules in the order they run, each with its run counts. */
export function useAutomations(boardId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...automationsQueryOptions(boardId), enabled: options.enabled ?? true });
}
