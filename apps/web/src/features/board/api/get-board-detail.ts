import type { BoardColumn, BoardLabel, BoardSummary } from '@rbax/shared/boards';
import { expandBoardCard } from '@rbax/shared/card-face';
import type { BoardCard, BoardMember, Card } from '@rbax/shared/cards';
import type { CardDependency } from '@rbax/shared/views/dependencies';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { boardsQueryKey } from '@/features/boards/api/get-boards';
import { cardQueryKey } from '@/features/board/api/get-card';
import { apiRequest } from '@/lib/api-client';
import type { OfflineSlotMeta } from '@/lib/offline/persist-query-cache';

/** `GET /api/v1/boards/:id` with the cards issue's extension (cards and members). */
export type BoardDetailData = {
  board: BoardSummary;
  columns: BoardColumn[];
  cards: Card[];
  labels: BoardLabel[];
  members: BoardMember[];
  /** Which card waits for which (issue 22); absent from older cached boards, so defaulted. */
  dependencies: CardDependency[];
};

/** The response as sent: cards trimmed to their faces (issue 25, `boardCardSchema`). */
type BoardDetailResponse = Omit<BoardDetailData, 'cards'> & { cards?: BoardCard[] };

export function getBoardDetail(id: string, signal?: AbortSignal): Promise<BoardDetailData> {
  return apiRequest<BoardDetailResponse>(`/api/v1/boards/${encodeURIComponent(id)}`, { signal }).then((data) => ({
    ...data,
    // Whole cards again, so everything downstream (views, dialog, events, offline) is unchanged.
    cards: (data.cards ?? []).map((card) => expandBoardCard(card, data.board.id)),
    members: data.members ?? [],
    dependencies: data.dependencies ?? [],
  }));
}

export function boardDetailQueryKey(id: string) {
  return [...boardsQueryKey, id, 'detail'] as const;
}

export function boardDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: boardDetailQueryKey(id),
    queryFn: ({ signal }) => getBoardDetail(id, signal),
    // Kept on the device in the `boards` store (offline reads, ARCHITECTURE §7).
    meta: { offlineSlot: { store: 'boards', id } } satisfies OfflineSlotMeta,
  });
}

export function useBoardDetail(id: string) {
  return useQuery(boardDetailQueryOptions(id));
}

/** Applies a change to the cached board detail (card and column mutations patch instead of refetching). */
export function updateBoardDetail(
  queryClient: QueryClient,
  boardId: string,
  update: (detail: BoardDetailData) => BoardDetailData,
) {
  queryClient.setQueryData<BoardDetailData>(boardDetailQueryKey(boardId), (detail) =>
    detail ? update(detail) : detail,
  );
}

export function upsertCard(queryClient: QueryClient, card: Card) {
  updateBoardDetail(queryClient, card.boardId, (detail) => {
    const exists = detail.cards.some((item) => item.id === card.id);
    const cards = card.archived
      ? detail.cards.filter((item) => item.id !== card.id)
      : exists
        ? detail.cards.map((item) => (item.id === card.id ? card : item))
        : [...detail.cards, card];
    return { ...detail, cards };
  });
}

export function removeCard(queryClient: QueryClient, boardId: string, cardId: string) {
  updateBoardDetail(queryClient, boardId, (detail) => ({
    ...detail,
    cards: detail.cards.filter((item) => item.id !== cardId),
  }));
}

export function patchCardInCache(queryClient: QueryClient, boardId: string, cardId: string, patch: Partial<Card>) {
  updateBoardDetail(queryClient, boardId, (detail) => ({
    ...detail,
    cards: detail.cards.map((item) => (item.id === cardId ? { ...item, ...patch } : item)),
  }));
}

/** A card as the cache holds it: its own query first, else any cached board that lists it. */
export function findCachedCard(queryClient: QueryClient, cardId: string): Card | undefined {
  const own = queryClient.getQueryData<Card>(cardQueryKey(cardId));
  if (own) return own;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: boardsQueryKey })) {
    const detail = query.state.data as Partial<BoardDetailData> | undefined;
    const card = Array.isArray(detail?.cards) ? detail.cards.find((item) => item.id === cardId) : undefined;
    if (card) return card;
  }
  return undefined;
}
