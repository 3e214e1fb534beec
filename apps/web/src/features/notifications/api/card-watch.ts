import type { CardWatch } from '@rbax/shared/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const watchUrl = (cardId: string) => `/api/v1/cards/${encodeURIComponent(cardId)}/watch`;

export function getCardWatch(cardId: string, signal?: AbortSignal): Promise<CardWatch> {
  return apiRequest(watchUrl(cardId), { signal });
}

export function setCardWatch({ cardId, watching }: { cardId: string; watching: boolean }): Promise<CardWatch> {
  return apiRequest(watchUrl(cardId), { method: watching ? 'PUT' : 'DELETE' });
}

export const cardWatchKey = (cardId: string) => ['cards', cardId, 'watch'] as const;

export function cardWatchQueryOptions(cardId: string) {
  return queryOptions({ queryKey: cardWatchKey(cardId), queryFn: ({ signal }) => getCardWatch(cardId, signal) });
}

export function useSetCardWatch(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watching: boolean) => setCardWatch({ cardId, watching }),
    onSuccess: (data) => queryClient.setQueryData(cardWatchKey(cardId), data),
  });
}
