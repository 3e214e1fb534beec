import type { TimerState } from '@rbax/shared/time/timer';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How far the server's clock is ahead of this device's: elapsed time follows the server, not the device. */
let clockOffsetMs = 0;

/** Now on the server's clock (as well as the last answer tells it). */
export function serverNow(): number {
  return Date.now() + clockOffsetMs;
}

export async function getTimer(signal?: AbortSignal): Promise<TimerState> {
  const state = await apiRequest<TimerState>('/api/v1/timer', { signal });
  clockOffsetMs = Date.parse(state.now) - Date.now();
  return state;
}

export const timerQueryKey = ['timer'] as const;

/**
 * The person's running timer. It lives on the server (one per person, every device), so a reload
 * or another tab reads the same; the person's realtime channel says when it changed elsewhere.
 */
export function timerQueryOptions() {
  return queryOptions({ queryKey: timerQueryKey, queryFn: ({ signal }) => getTimer(signal), staleTime: 60_000 });
}

export function useTimer(enabled = true) {
  return useQuery({ ...timerQueryOptions(), enabled });
}

export function invalidateTimer(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: timerQueryKey, exact: true });
}
