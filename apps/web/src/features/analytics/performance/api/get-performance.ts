import type { PerformanceResponse } from '@rbax/shared/analytics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { rangeSearch, type DateRange } from '@/features/analytics/charts/range';
import { apiRequest } from '@/lib/api-client';

export function getPerformance(
  workspaceId: string,
  range: DateRange,
  signal?: AbortSignal,
): Promise<PerformanceResponse> {
  return apiRequest(`/api/v1/workspaces/${encodeURIComponent(workspaceId)}/performance?${rangeSearch(range)}`, {
    signal,
  });
}

/** /performance: per person of one workspace (everyone for owners and admins, oneself otherwise). */
export function performanceQueryOptions(workspaceId: string | null, range: DateRange) {
  return queryOptions({
    queryKey: ['analytics', 'performance', workspaceId, range] as const,
    queryFn: ({ signal }) => getPerformance(workspaceId!, range, signal),
    enabled: workspaceId !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
