import { HEALTH_REFRESH_MS, type HealthReport } from '@rbax/shared/health';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getHealth(signal?: AbortSignal): Promise<HealthReport> {
  return apiRequest('/api/v1/admin/health', { signal });
}

/**
 * /system-health: asked again every 5 s while the tab is visible (TanStack Query pauses the
 * interval in the background), and when the window regains focus.
 */
export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'health'] as const,
    queryFn: ({ signal }) => getHealth(signal),
    refetchInterval: HEALTH_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    gcTime: 60_000,
  });
}
