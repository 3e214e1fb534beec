import type { ApiKeyList } from '@rbax/shared/integrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getApiKeys(signal?: AbortSignal): Promise<ApiKeyList> {
  return apiRequest('/api/v1/api-keys', { signal });
}

export const apiKeysQueryKey = ['integrations', 'api-keys'] as const;

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: apiKeysQueryKey, queryFn: ({ signal }) => getApiKeys(signal) });
}

/** The signed-in person's API keys, newest first (never the keys themselves). */
export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
