import type {
  GamificationMemberInput,
  GamificationResponse,
  RankingPeriod,
  UpdateGamificationInput,
} from '@rbax/shared/gamification';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET|PATCH /api/v1/workspaces/:id/gamification`, `PUT …/gamification/me` (issue 27). */

const base = (workspaceId: string) => `/api/v1/workspaces/${encodeURIComponent(workspaceId)}/gamification`;

export const gamificationQueryKey = (workspaceId: string) => ['workspaces', workspaceId, 'gamification'] as const;

export function gamificationQueryOptions(workspaceId: string, period: RankingPeriod) {
  return queryOptions({
    queryKey: [...gamificationQueryKey(workspaceId), period] as const,
    queryFn: ({ signal }) => apiRequest<GamificationResponse>(`${base(workspaceId)}?period=${period}`, { signal }),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

export function useGamification(workspaceId: string | null, period: RankingPeriod) {
  // Switching the period keeps the previous ranking on screen until the new one arrives.
  return useQuery({
    ...gamificationQueryOptions(workspaceId ?? '', period),
    enabled: Boolean(workspaceId),
    placeholderData: (previous, query) => (query?.queryKey[1] === workspaceId ? keepPreviousData(previous) : undefined),
  });
}

/** Turning the ranking on or off (owner, admins); every period's answer is read again. */
export function useUpdateGamification(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateGamificationInput) =>
      apiRequest<GamificationResponse>(base(workspaceId), { method: 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamificationQueryKey(workspaceId) }),
  });
}

/** Hiding myself from (or showing myself in) the rankings. */
export function useSetRankingVisibility(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GamificationMemberInput) =>
      apiRequest<GamificationResponse>(`${base(workspaceId)}/me`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamificationQueryKey(workspaceId) }),
  });
}
