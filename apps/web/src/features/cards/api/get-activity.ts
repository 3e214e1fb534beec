import type { BoardEvent } from '@rbax/shared/cards';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getActivity(cardId: string, signal?: AbortSignal): Promise<BoardEvent[]> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(cardId)}/activity`, { signal });
}

export function activityQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: ['cards', cardId, 'activity'] as const,
    queryFn: ({ signal }) => getActivity(cardId, signal),
  });
}
