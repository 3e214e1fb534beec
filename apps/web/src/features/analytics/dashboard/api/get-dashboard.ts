import type { DashboardResponse } from '@rbax/shared/analytics';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getDashboard(signal?: AbortSignal): Promise<DashboardResponse> {
  return apiRequest('/api/v1/me/dashboard', { signal });
}

/** /dashboard: the signed-in person's work; refreshed when the tab comes back, like /monitoring. */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['analytics', 'dashboard'] as const,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}
