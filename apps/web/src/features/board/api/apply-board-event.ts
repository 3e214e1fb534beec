import type { Card } from '@rbax/shared/cards';
import { changesCardFace, isCardScoped, typedEvent, type BoardEvent, type TypedLogEvent } from '@rbax/shared/event-log';
import type { QueryClient } from '@tanstack/react-query';
import {
  boardDetailQueryKey,
  removeCard,
  upsertCard,
  type BoardDetailData,
} from '@/features/board/api/get-board-detail';
import { activityQueryKey } from '@/features/board/api/get-activity';
import { attachmentsQueryKey } from '@/features/board/api/get-attachments';
import { cardQueryKey, getCard } from '@/features/board/api/get-card';
import { checklistQueryKey } from '@/features/board/api/get-checklist';
import { commentsQueryKey } from '@/features/board/api/get-comments';
import { applyDependencyEvent } from '@/features/board/api/dependencies';
import { ApiError } from '@/lib/api-client';

/**
 * Applies a board's realtime events to the query cache (ARCHITECTURE §6, issues 5 and 18). A card
 * event whose typed data says everything that changed (a move, an edit of plain fields, completing
 * or archiving) is applied as it is when the cache holds the version just before it; any other card
 * event re-reads that one card, never the whole board; column, label and board events re-read the
 * board detail (the server answers 304 from its ETag when nothing else changed). Which events are
 * about a card is the shared catalogue's rule (@rbax/shared/event-log).
 */

export type BoardEventApplier = {
  apply: (event: BoardEvent) => void;
  /** Settles when every card read started so far has been applied (for tests). */
  idle: () => Promise<void>;
  dispose: () => void;
};

type Options = { fetchCard?: (cardId: string) => Promise<Card> };

/** Card fields an edit's `changes` carry as the card shows them. */
const PLAIN_FIELDS = new Set([
  'title',
  'description',
  'priority',
  'startDate',
  'dueDate',
  'valueBrl',
  'assigneeId',
  'tags',
  'coverUrl',
  'estimateMinutes',
  // A card demoted or promoted (decision 040); its column and position come in their own 'card.moved'.
  'parentId',
]);

/**
 * The card after `event`, from the event's own data, when `cached` is the version just before
 * it and the data says everything that changed; otherwise `null` (the card is read instead).
 */
export function patchFromEvent(cached: Card, event: TypedLogEvent): Card | null {
  if (!('version' in event.data) || cached.version !== event.data.version - 1) return null;
  const next = { ...cached, version: event.data.version, updatedAt: event.createdAt };
  switch (event.kind) {
    case 'card.moved':
      if (event.data.toBoardId !== cached.boardId) return null;
      return { ...next, columnId: event.data.toColumnId, position: event.data.position };
    case 'card.updated': {
      const fields = Object.entries(event.data.changes);
      if (fields.length === 0 || fields.some(([field]) => !PLAIN_FIELDS.has(field))) return null;
      return { ...next, ...Object.fromEntries(fields.map(([field, change]) => [field, change.new])) } as Card;
    }
    case 'card.completed':
      return { ...next, completedAt: event.createdAt };
    case 'card.uncompleted':
      return { ...next, completedAt: null };
    case 'card.archived':
      return { ...next, archived: true };
    default:
      return null;
  }
}

export function createBoardEventApplier(
  queryClient: QueryClient,
  boardId: string,
  { fetchCard = (cardId) => getCard(cardId) }: Options = {},
): BoardEventApplier {
  const reading = new Map<string, Promise<void>>();
  const readAgain = new Set<string>();
  const detail = () => queryClient.getQueryData<BoardDetailData>(boardDetailQueryKey(boardId));
  const invalidateDetail = () =>
    void queryClient.invalidateQueries({ queryKey: boardDetailQueryKey(boardId), exact: true });
  const readingBoard = () => queryClient.getQueryState(boardDetailQueryKey(boardId))?.fetchStatus === 'fetching';

  // A read of the whole board in flight may have started before a change and would then
  // overwrite what we patch now: changes wait for it and are applied on top of its answer.
  const waiting: Array<() => void> = [];
  let stopWatching: (() => void) | null = null;
  function afterBoardRead(run: () => void) {
    if (!readingBoard()) {
      run();
      return;
    }
    waiting.push(run);
    stopWatching ??= queryClient.getQueryCache().subscribe(() => {
      if (readingBoard()) return;
      stopWatching?.();
      stopWatching = null;
      for (const next of waiting.splice(0)) next();
    });
  }

  function applyCard(card: Card) {
    const cachedQuery = queryClient.getQueryData<Card>(cardQueryKey(card.id));
    if (cachedQuery && cachedQuery.version <= card.version) queryClient.setQueryData(cardQueryKey(card.id), card);
    if (card.boardId !== boardId || card.archived) {
      removeCard(queryClient, boardId, card.id);
      return;
    }
    const cached = detail()?.cards.find((item) => item.id === card.id);
    // An older read must not undo a newer state already in the cache (own mutation, later event).
    if (cached && cached.version > card.version) return;
    upsertCard(queryClient, card);
  }

  async function read(cardId: string) {
    do {
      readAgain.delete(cardId);
      try {
        const card = await fetchCard(cardId);
        afterBoardRead(() => applyCard(card));
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
          removeCard(queryClient, boardId, cardId);
        } else {
          invalidateDetail();
        }
      }
    } while (readAgain.has(cardId));
  }

  /** One read per card at a time; events arriving meanwhile ask for one more read after it. */
  function refreshCard(cardId: string) {
    if (reading.has(cardId)) {
      readAgain.add(cardId);
      return;
    }
    reading.set(
      cardId,
      read(cardId).finally(() => reading.delete(cardId)),
    );
  }

  function applyCardEvent(event: BoardEvent, cardId: string) {
    const { kind, data } = event;
    if (kind === 'card.deleted') {
      removeCard(queryClient, boardId, cardId);
      void queryClient.invalidateQueries({ queryKey: cardQueryKey(cardId), exact: true });
      return;
    }
    if (kind === 'card.moved' && typeof data.toBoardId === 'string' && data.toBoardId !== boardId) {
      removeCard(queryClient, boardId, cardId);
      return;
    }
    if (kind.startsWith('card.')) {
      const version = typeof data.version === 'number' ? data.version : undefined;
      const cached = detail()?.cards.find((card) => card.id === cardId);
      // Our own change echoed back, or a state we already read.
      if (cached && version !== undefined && cached.version >= version) return;
      const typed = typedEvent(event);
      const patched = cached && typed && !reading.has(cardId) ? patchFromEvent(cached, typed) : null;
      if (patched) {
        applyCard(patched);
        return;
      }
    } else {
      const related = kind.startsWith('comment.')
        ? commentsQueryKey(cardId)
        : kind.startsWith('checklist.')
          ? checklistQueryKey(cardId)
          : kind.startsWith('attachment.')
            ? attachmentsQueryKey(cardId)
            : null;
      // Time events (issue 21) change the card's time spent; the time feature follows its own entries.
      if (related) void queryClient.invalidateQueries({ queryKey: related, exact: true });
    }
    // Comments, checklist items, attachments and time change the card's counts and time, not its version.
    refreshCard(cardId);
  }

  function applyNow(event: BoardEvent) {
    if (!detail()) return; // Not read yet: the first read will include it.
    if (isCardScoped(event.kind) && event.entityId) {
      void queryClient.invalidateQueries({ queryKey: activityQueryKey(event.entityId), exact: true });
      // A dependency (issue 22) changes the board's list of them, not the card.
      if (applyDependencyEvent(queryClient, boardId, event)) return;
      // Others (a timer started, a GitHub link) change only the card's history.
      if (changesCardFace(event.kind)) applyCardEvent(event, event.entityId);
      return;
    }
    invalidateDetail();
  }

  return {
    apply: (event) => afterBoardRead(() => applyNow(event)),
    async idle() {
      while (reading.size > 0) await Promise.all([...reading.values()]);
    },
    dispose() {
      stopWatching?.();
      stopWatching = null;
      waiting.length = 0;
    },
  };
}
