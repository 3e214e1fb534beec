import type { BoardEvent } from '@rbax/shared/event-log';
import type { CardDependencies, CardDependency } from '@rbax/shared/views/dependencies';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { updateBoardDetail } from '@/features/board/api/get-board-detail';
import { cardQueryKey } from '@/features/board/api/get-card';
import { ApiError, apiRequest } from '@/lib/api-client';

/**
 * Dependencies between cards (issue 22, docs/decisions/043): `GET|POST|DELETE
 * /api/v1/cards/:id/dependencies`. The board's list (`detail.dependencies`) is what the views
 * draw; it is patched at once on a change and by the realtime events of others' changes.
 */

const path = (cardId: string) => `/api/v1/cards/${encodeURIComponent(cardId)}/dependencies`;

export function cardDependenciesQueryKey(cardId: string) {
  return [...cardQueryKey(cardId), 'dependencies'] as const;
}

export function cardDependenciesQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: cardDependenciesQueryKey(cardId),
    queryFn: ({ signal }) => apiRequest<CardDependencies>(path(cardId), { signal }),
  });
}

export function useCardDependencies(cardId: string, enabled = true) {
  return useQuery({ ...cardDependenciesQueryOptions(cardId), enabled });
}

const same = (a: CardDependency, b: CardDependency) => a.cardId === b.cardId && a.dependsOnId === b.dependsOnId;

/** Adds or removes one dependency in the cached board, and marks both cards' lists stale. */
export function patchDependency(queryClient: QueryClient, boardId: string, edge: CardDependency, present: boolean) {
  updateBoardDetail(queryClient, boardId, (detail) => {
    const others = detail.dependencies.filter((item) => !same(item, edge));
    return { ...detail, dependencies: present ? [...others, edge] : others };
  });
  for (const cardId of [edge.cardId, edge.dependsOnId])
    void queryClient.invalidateQueries({ queryKey: cardDependenciesQueryKey(cardId), exact: true });
}

/** Someone's 'card.dependency_added' / '_removed' (realtime): true when the event was one of those. */
export function applyDependencyEvent(queryClient: QueryClient, boardId: string, event: BoardEvent): boolean {
  if (event.kind !== 'card.dependency_added' && event.kind !== 'card.dependency_removed') return false;
  const dependsOnId = event.data.dependsOnId;
  if (!event.entityId || typeof dependsOnId !== 'string') return true;
  patchDependency(
    queryClient,
    boardId,
    { cardId: event.entityId, dependsOnId },
    event.kind === 'card.dependency_added',
  );
  return true;
}

type Variables = CardDependency & { boardId: string };

/** 'Adicionar dependência' and its removal: the board shows the change at once, undone if refused. */
export function useDependencyMutation(present: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, dependsOnId }: Variables) =>
      present
        ? apiRequest<CardDependency>(path(cardId), { method: 'POST', body: { dependsOnId } })
        : apiRequest<null>(`${path(cardId)}/${encodeURIComponent(dependsOnId)}`, { method: 'DELETE' }),
    onMutate: ({ boardId, ...edge }) => patchDependency(queryClient, boardId, edge, present),
    onError: (_error, { boardId, ...edge }) => patchDependency(queryClient, boardId, edge, !present),
  });
}

/** What to tell the person when the server refuses: its own reason (a cycle, another board), else `fallback`. */
export function dependencyErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.isUnexpected) return fallback;
  return error.issues[0]?.message ?? error.message;
}
