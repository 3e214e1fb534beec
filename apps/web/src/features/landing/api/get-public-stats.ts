import type { PublicStats } from '@rbax/shared/public-site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/v1/public/stats`: live counts of boards, cards and automation runs (landing footer). */
export function getPublicStats(): Promise<PublicStats> {
  return apiRequest('/api/v1/public/stats');
}

export function publicStatsQueryOptions() {
  return queryOptions({ queryKey: ['public', 'stats'], queryFn: getPublicStats, staleTime: 60_000 });
}

export function usePublicStats() {
  return useQuery(publicStatsQueryOptions());
}
