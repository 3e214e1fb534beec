import type { AdminStats } from '@rbax/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return apiRequest('/api/v1/admin/stats', { signal });
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => getAdminStats(signal),
    staleTime: 60_000,
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
