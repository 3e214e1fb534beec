import type { BoardEvent } from '@rbax/shared/event-log';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getActivity(cardId: string, signal?: AbortSignal): Promise<BoardEvent[]> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(cardId)}/activity`, { signal });
}

export function activityQueryKey(cardId: string) {
  return ['cards', cardId, 'activity'] as const;
}

export function activityQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: activityQueryKey(cardId),
    queryFn: ({ signal }) => getActivity(cardId, signal),
  });
}

/**
 * Every change the server logs for a card (fields, comments, checklist, attachments,
 * archiving, moves) calls this, so an open dialog's 'Histórico' stays current.
 */
export function invalidateActivity(queryClient: QueryClient, cardId: string) {
  return queryClient.invalidateQueries({ queryKey: activityQueryKey(cardId) });
}
