import type { Comment } from '@rbax/shared/cards';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getComments(cardId: string, signal?: AbortSignal): Promise<Comment[]> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(cardId)}/comments`, { signal });
}

export function commentsQueryKey(cardId: string) {
  return ['cards', cardId, 'comments'] as const;
}

export function commentsQueryOptions(cardId: string) {
  return queryOptions({ queryKey: commentsQueryKey(cardId), queryFn: ({ signal }) => getComments(cardId, signal) });
}
