import type { Card } from '@rbax/shared/cards';
import type { CreateSubtaskInput } from '@rbax/shared/cards-subtasks';
import { uuidv7 } from '@rbax/shared/ids';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  boardDetailQueryKey,
  removeCard,
  upsertCard,
  type BoardDetailData,
} from '@/features/board/api/get-board-detail';
import { comparePositions, provisionalPosition } from '@/features/board/lib/positions';
import { invalidateActivity } from '@/features/board/api/get-activity';
import { sessionQueryKey, type AuthSession } from '@/features/auth/api/get-session';
import { sendMutation } from '@/lib/offline/send-mutation';

type Variables = { title: string; id: string };

/**
 * The subtask as it will be: last among its siblings, after every card of the parent's column
 * (whose position keys it shares, decision 040). Shown at once, and while it waits offline.
 */
function provisionalSubtask(queryClient: QueryClient, parent: Card, input: Variables): Card {
  const detail = queryClient.getQueryData<BoardDetailData>(boardDetailQueryKey(parent.boardId));
  const column = (detail?.cards ?? []).filter((card) => card.columnId === parent.columnId).sort(comparePositions);
  const now = new Date().toISOString();
  return {
    ...parent,
    id: input.id,
    parentId: parent.id,
    title: input.title,
    description: null,
    priority: null,
    startDate: null,
    dueDate: null,
    valueBrl: null,
    assigneeId: null,
    tags: [],
    labelIds: [],
    coverUrl: null,
    estimateMinutes: null,
    timeSpentSeconds: 0,
    position: provisionalPosition(column.at(-1)?.position ?? null, null),
    archived: false,
    completedAt: null,
    version: 1,
    createdBy: queryClient.getQueryData<AuthSession | null>(sessionQueryKey)?.user.id ?? null,
    createdAt: now,
    updatedAt: now,
    counts: { comments: 0, attachments: 0, checklistDone: 0, checklistTotal: 0 },
  };
}

export function createSubtask(parentId: string, input: CreateSubtaskInput, whenQueued: () => Card): Promise<Card> {
  return sendMutation(`/api/v1/cards/${encodeURIComponent(parentId)}/subtasks`, {
    method: 'POST',
    body: input,
    whenQueued,
  });
}

/**
 * `POST /cards/:id/subtasks`, optimistic with a client-chosen id (so it can be completed or
 * opened before it syncs, like a card created offline); a refusal takes it away again.
 */
export function useCreateSubtask(parent: Card) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: Variables) =>
      createSubtask(parent.id, input, () => {
        const cached = queryClient
          .getQueryData<BoardDetailData>(boardDetailQueryKey(parent.boardId))
          ?.cards.find((card) => card.id === input.id);
        return cached ?? provisionalSubtask(queryClient, parent, input);
      }),
    onMutate: (input) => upsertCard(queryClient, provisionalSubtask(queryClient, parent, input)),
    onError: (_error, input) => removeCard(queryClient, parent.boardId, input.id),
    onSuccess: (card) => {
      upsertCard(queryClient, card);
      void invalidateActivity(queryClient, parent.id);
    },
  });
  return {
    ...mutation,
    mutate: (title: string, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate({ title, id: uuidv7() }, options),
  };
}
