import type { FavoriteType, GlobalHubResponse } from '@rbax/shared/global-hub';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/v1/global-hub` and `PUT|DELETE /api/v1/global-hub/favorites/:type/:id` (issue 27). */

export const globalHubQueryKey = ['global-hub'] as const;

export function globalHubQueryOptions() {
  return queryOptions({
    queryKey: globalHubQueryKey,
    queryFn: ({ signal }) => apiRequest<GlobalHubResponse>('/api/v1/global-hub', { signal }),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

export function useGlobalHub() {
  return useQuery(globalHubQueryOptions());
}

/** Stars or unstars an item; the hub is read again (favourites and the boards' stars). */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, favorite }: { type: FavoriteType; id: string; favorite: boolean }) =>
      apiRequest<{ favorite: boolean }>(`/api/v1/global-hub/favorites/${type}/${encodeURIComponent(id)}`, {
        method: favorite ? 'PUT' : 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: globalHubQueryKey }),
  });
}
