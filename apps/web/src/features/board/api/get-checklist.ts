import type { ChecklistItem } from '@rbax/shared/cards';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { updateBoardDetail } from '@/features/board/api/get-board-detail';
import { apiRequest } from '@/lib/api-client';

export function getChecklist(cardId: string, signal?: AbortSignal): Promise<ChecklistItem[]> {
  return apiRequest(`/api/v1/cards/${encodeURIComponent(cardId)}/checklist`, { signal });
}

export function checklistQueryKey(cardId: string) {
  return ['cards', cardId, 'checklist'] as const;
}

export function checklistQueryOptions(cardId: string) {
  return queryOptions({ queryKey: checklistQueryKey(cardId), queryFn: ({ signal }) => getChecklist(cardId, signal) });
}

/** Replaces the cached checklist and keeps the card face's 'n/m' in step. */
export function setChecklist(queryClient: QueryClient, boardId: string, cardId: string, list: ChecklistItem[]) {
  queryClient.setQueryData(checklistQueryKey(cardId), list);
  updateBoardDetail(queryClient, boardId, (detail) => ({
    ...detail,
    cards: detail.cards.map((card) =>
      card.id === cardId
        ? {
            ...card,
            counts: {
              ...card.counts,
              checklistTotal: list.length,
              checklistDone: list.filter((item) => item.done).length,
            },
          }
        : card,
    ),
  }));
}
