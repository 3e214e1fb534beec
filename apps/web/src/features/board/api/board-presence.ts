import type { PresenceUser } from '@rbax/shared/realtime';
import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * Who is viewing a board, as the realtime socket last said (`presence` messages). Server
 * state, so it lives in the query cache (HOUSE-STYLE rule 7); it is never fetched over HTTP.
 */
export function boardPresenceQueryKey(boardId: string) {
  return ['realtime', 'presence', boardId] as const;
}

export function boardPresenceQueryOptions(boardId: string) {
  return queryOptions<PresenceUser[]>({
    queryKey: boardPresenceQueryKey(boardId),
    queryFn: skipToken,
    staleTime: Infinity,
  });
}

export function setBoardPresence(queryClient: QueryClient, boardId: string, users: PresenceUser[]) {
  queryClient.setQueryData(boardPresenceQueryKey(boardId), users);
}

const nobody: PresenceUser[] = [];

/** The OTHER people viewing the board (each once, whatever their number of tabs). */
export function useBoardViewers(boardId: string): PresenceUser[] {
  const me = useAuth().user?.id;
  const select = useCallback((users: PresenceUser[]) => users.filter((user) => user.id !== me), [me]);
  return useQuery({ ...boardPresenceQueryOptions(boardId), select }).data ?? nobody;
}

/** The other people who have this card open. */
export function useCardViewers(boardId: string, cardId: string): PresenceUser[] {
  const me = useAuth().user?.id;
  const select = useCallback(
    (users: PresenceUser[]) => users.filter((user) => user.id !== me && user.cardId === cardId),
    [me, cardId],
  );
  return useQuery({ ...boardPresenceQueryOptions(boardId), select }).data ?? nobody;
}
