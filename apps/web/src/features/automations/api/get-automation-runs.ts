import type { AutomationRun } from '@rbax/shared/automations/rules';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type AutomationRunList = { items: AutomationRun[] };

export const RUNS_PAGE = 25;

export function getAutomationRuns(id: string, before?: string, signal?: AbortSignal): Promise<AutomationRunList> {
  const search = new URLSearchParams({ limit: String(RUNS_PAGE) });
  if (before) search.set('before', before);
  return apiRequest(`/api/v1/automations/${encodeURIComponent(id)}/runs?${search}`, { signal });
}

export const automationRunsQueryKey = (id: string) => ['automations', 'runs', id] as const;

/** While the log is on screen it is read again every few seconds: rules run in the background. */
const POLL_MS = 4_000;

export function automationRunsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: automationRunsQueryKey(id),
    queryFn: ({ pageParam, signal }) => getAutomationRuns(id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.items.length < RUNS_PAGE ? undefined : last.items.at(-1)?.id),
    staleTime: 0,
    refetchInterval: POLL_MS,
  });
}

/** A rule's run log, newest first, a page at a time ('Carregar mais'). */
export function useAutomationRuns(id: string) {
  return useInfiniteQuery(automationRunsQueryOptions(id));
}
