import type { Attachment } from '@rbax/shared/cards';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getAttachments(cardId: string, signal?: AbortSignal): Promise<Attachment[]> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(cardId)}/attachments`, { signal });
}

export function attachmentsQueryKey(cardId: string) {
  return ['cards', cardId, 'attachments'] as const;
}

export function attachmentsQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: attachmentsQueryKey(cardId),
    queryFn: ({ signal }) => getAttachments(cardId, signal),
  });
}
