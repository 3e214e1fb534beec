import { MONITORING_REFRESH_MS, type Monitoring } from '@rbax/shared/monitoring';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getMonitoring(staleDays: number, signal?: AbortSignal): Promise<Monitoring> {
  return apiRequest(`/api/v1/monitoring?staleDays=${encodeURIComponent(String(staleDays))}`, { signal });
}

/**
 * /monitoring: polled every 10 s while the tab is visible (decision 025 — one cross-board feed,
 * not a socket subscription per board), kept on screen while another N of days loads.
 */
export function monitoringQueryOptions(staleDays: number) {
  return queryOptions({
    queryKey: ['monitoring', { staleDays }] as const,
    queryFn: ({ signal }) => getMonitoring(staleDays, signal),
    refetchInterval: MONITORING_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });
}
