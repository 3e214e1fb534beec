import type { CardTimeEntries } from '@rbax/shared/time-entries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getTimeEntries(cardId: string, signal?: AbortSignal): Promise<CardTimeEntries> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(cardId)}/time-entries`, { signal });
}

export function timeEntriesQueryKey(cardId: string) {
  return ['cards', cardId, 'time-entries'] as const;
}

export function timeEntriesQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: timeEntriesQueryKey(cardId),
    queryFn: ({ signal }) => getTimeEntries(cardId, signal),
  });
}

export function useTimeEntries(cardId: string) {
  return useQuery(timeEntriesQueryOptions(cardId));
}
