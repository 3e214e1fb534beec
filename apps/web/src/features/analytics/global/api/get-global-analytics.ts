import type { GlobalAnalytics } from '@rbax/shared/analytics';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { rangeSearch, type DateRange } from '@/features/analytics/charts/range';
import { apiRequest } from '@/lib/api-client';

export function getGlobalAnalytics(range: DateRange, signal?: AbortSignal): Promise<GlobalAnalytics> {
  return apiRequest(`/api/v1/admin/analytics?${rangeSearch(range)}`, { signal });
}

/** /global-analytics (administrators): the instance's usage over a range of UTC days. */
export function globalAnalyticsQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: ['analytics', 'global', range] as const,
    queryFn: ({ signal }) => getGlobalAnalytics(range, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
