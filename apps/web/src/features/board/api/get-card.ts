import type { Card } from '@rbax/shared/cards';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OfflineSlotMeta } from '@/lib/offline/persist-query-cache';

/** One card (archived ones too, which the board detail leaves out). */
export function getCard(id: string, signal?: AbortSignal): Promise<Card> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(id)}`, { signal });
}

export function cardQueryKey(id: string) {
  return ['cards', id] as const;
}

export function cardQueryOptions(id: string) {
  return queryOptions({
    queryKey: cardQueryKey(id),
    queryFn: ({ signal }) => getCard(id, signal),
    // Kept on the device in the `cards` store (offline reads, ARCHITECTURE §7).
    meta: { offlineSlot: { store: 'cards', id } } satisfies OfflineSlotMeta,
  });
}

/** Puts a card in the cache as its query would hold it (so it is kept in the device's `cards` store). */
export function setCardData(queryClient: QueryClient, card: Card) {
  const { queryKey, meta } = cardQueryOptions(card.id);
  queryClient.getQueryCache().build(queryClient, { queryKey, meta });
  queryClient.setQueryData(cardQueryKey(card.id), card);
}
