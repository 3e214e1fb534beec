import type { CardTimeEntries } from '@rbax/shared/time/entries';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getCardTimeEntries(cardId: string, signal?: AbortSignal): Promise<CardTimeEntries> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(cardId)}/time-entries`, { signal });
}

export function cardTimeEntriesQueryKey(cardId: string) {
  return ['cards', cardId, 'time-entries'] as const;
}

export function cardTimeEntriesQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: cardTimeEntriesQueryKey(cardId),
    queryFn: ({ signal }) => getCardTimeEntries(cardId, signal),
  });
}

export function useCardTimeEntries(cardId: string) {
  return useQuery(cardTimeEntriesQueryOptions(cardId));
}

/** After any change to a card's time (an entry, a stopped timer), its list reads again. */
export function invalidateCardTimeEntries(queryClient: QueryClient, cardId: string) {
  return queryClient.invalidateQueries({ queryKey: cardTimeEntriesQueryKey(cardId), exact: true });
}
