import type { WorkspaceAnalytics } from '@rbax/shared/analytics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { rangeSearch, type DateRange } from '@/features/analytics/charts/range';
import { apiRequest } from '@/lib/api-client';

export function getWorkspaceAnalytics(
  workspaceId: string,
  range: DateRange,
  signal?: AbortSignal,
): Promise<WorkspaceAnalytics> {
  return apiRequest(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/analytics?${rangeSearch(range)}`, {
    signal,
  });
}

/** /analytics: one workspace over a date range; the previous answer stays on screen while another loads. */
export function workspaceAnalyticsQueryOptions(workspaceId: string | null, range: DateRange) {
  return queryOptions({
    queryKey: ['analytics', 'workspace', workspaceId, range] as const,
    queryFn: ({ signal }) => getWorkspaceAnalytics(workspaceId!, range, signal),
    enabled: workspaceId !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
