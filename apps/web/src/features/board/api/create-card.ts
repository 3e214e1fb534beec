import type { Card, CreateCardInput } from '@rbax/shared/cards';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  boardDetailQueryKey,
  removeCard,
  upsertCard,
  type BoardDetailData,
} from '@/features/board/api/get-board-detail';
import { comparePositions, provisionalPosition } from '@/features/board/lib/positions';
import { sessionQueryKey, type AuthSession } from '@/features/auth/api/get-session';
import { uuidv7 } from '@rbax/shared/ids';
import { sendMutation } from '@/lib/offline/send-mutation';

/** The card as it will be once created: shown at once, and kept while the request waits offline. */
function provisionalCard(queryClient: QueryClient, boardId: string, input: CreateCardInput & { id: string }): Card {
  const detail = queryClient.getQueryData<BoardDetailData>(boardDetailQueryKey(boardId));
  const column = (detail?.cards ?? []).filter((card) => card.columnId === input.columnId).sort(comparePositions);
  const afterIndex = input.afterId ? column.findIndex((card) => card.id === input.afterId) : -1;
  const after = input.afterId
    ? (column[afterIndex]?.position ?? null)
    : input.beforeId
      ? null
      : (column.at(-1)?.position ?? null);
  const before = input.beforeId
    ? (column.find((card) => card.id === input.beforeId)?.position ?? null)
    : input.afterId
      ? (column[afterIndex + 1]?.position ?? null)
      : null;
  const now = new Date().toISOString();
  const userId = queryClient.getQueryData<AuthSession | null>(sessionQueryKey)?.user.id ?? null;
  return {
    id: input.id,
    boardId,
    columnId: input.columnId,
    parentId: null,
    title: input.title,
    description: input.description ?? null,
    priority: input.priority ?? null,
    startDate: input.startDate ?? null,
    dueDate: input.dueDate ?? null,
    valueBrl: input.valueBrl ?? null,
    assigneeId: input.assigneeId ?? null,
    tags: input.tags ?? [],
    labelIds: input.labelIds ?? [],
    coverUrl: null,
    estimateMinutes: null,
    timeSpentSeconds: 0,
    position: provisionalPosition(after, before),
    archived: false,
    completedAt: null,
    version: 1,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
    counts: { comments: 0, attachments: 0, checklistDone: 0, checklistTotal: 0 },
  };
}

export function createCard(
  { boardId, ...input }: CreateCardInput & { boardId: string },
  whenQueued: () => Card,
): Promise<Card> {
  return sendMutation(`/api/v1/boards/${encodeURIComponent(boardId)}/cards`, {
    method: 'POST',
    body: input,
    whenQueued,
  });
}

/**
 * Optimistic: the card (with its final, client-chosen id) appears at once where it will
 * land; offline it stays there until the queue reaches the server. A refusal removes it.
 */
export function useCreateCard(boardId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: CreateCardInput & { id: string }) =>
      createCard(
        { boardId, ...input },
        () =>
          queryClient
            .getQueryData<BoardDetailData>(boardDetailQueryKey(boardId))
            ?.cards.find((card) => card.id === input.id) ?? provisionalCard(queryClient, boardId, input),
      ),
    onMutate: (input) => {
      upsertCard(queryClient, provisionalCard(queryClient, boardId, input));
    },
    onError: (_error, input) => removeCard(queryClient, boardId, input.id),
    onSuccess: (card) => upsertCard(queryClient, card),
  });
  return {
    ...mutation,
    mutate: (input: CreateCardInput, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate({ ...input, id: input.id ?? uuidv7() }, options),
  };
}
