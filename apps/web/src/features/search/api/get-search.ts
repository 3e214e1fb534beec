import { SEARCH_RESULTS_SHOWN, type SearchResult } from '@rbax/shared/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getSearch(q: string, signal?: AbortSignal): Promise<SearchResult> {
  const params = new URLSearchParams({ q, limit: String(SEARCH_RESULTS_SHOWN) });
  return apiRequest(`/api/v1/search?${params.toString()}`, { signal });
}

export const searchQueryKey = ['search'] as const;

export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...searchQueryKey, q] as const,
    queryFn: ({ signal }) => getSearch(q, signal),
    // Cards change under the palette (other people, other tabs): a repeated query asks again
    // after half a minute instead of the app-wide five.
    staleTime: 30_000,
  });
}

/**
 * Results for `q` (already debounced); nothing is asked for while `q` is null. The previous
 * answer stays on screen while the next one loads, so the list does not flicker as one types.
 */
export function useSearch(q: string | null) {
  return useQuery({
    ...searchQueryOptions(q ?? ''),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
