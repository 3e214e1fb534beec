import type { MeSummary } from '@rbax/shared/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getMeSummary(): Promise<MeSummary> {
  return apiRequest('/api/v1/me/summary');
}

/** Counts move with every card change; a minute old is fresh enough for a profile page. */
export function meSummaryQueryOptions() {
  return queryOptions({ queryKey: ['me', 'summary'], queryFn: getMeSummary, staleTime: 60_000 });
}

export function useMeSummary() {
  return useQuery(meSummaryQueryOptions());
}
