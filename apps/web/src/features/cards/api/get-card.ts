import type { Card } from '@rbax/shared/cards';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One card (archived ones too, which the board detail leaves out). */
export function getCard(id: string, signal?: AbortSignal): Promise<Card> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(id)}`, { signal });
}

export function cardQueryKey(id: string) {
  return ['cards', id] as const;
}

export function cardQueryOptions(id: string) {
  return queryOptions({ queryKey: cardQueryKey(id), queryFn: ({ signal }) => getCard(id, signal) });
}
