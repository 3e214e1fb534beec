import type { BoardColumn as Column } from '@rbax/shared/boards';
import { matchesCardFilter, type Card, type CardFilter } from '@rbax/shared/cards';
import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { autoScrollForElements } from '@atlaskit/pragmatic-drag-and-drop-auto-scroll/element';
import { extractClosestEdge } from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { cleanup as cleanupLiveRegion } from '@atlaskit/pragmatic-drag-and-drop-live-region';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMoveColumn } from '@/features/board/api/move-column';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';
import { BoardColumn } from '@/features/board/views/kanban/board-column';
import { ColumnComposer } from '@/features/board/views/kanban/column-composer';
import { isCardDragData, isColumnDragData } from '@/features/board/views/kanban/dnd-data';
import { useCardMover } from '@/features/board/api/use-card-mover';
import { useSubtaskChoice } from '@/features/board/components/use-subtask-choice';
import {
  comparePositions,
  groupCardsByColumn,
  keyboardMoveTarget,
  type KeyboardDirection,
} from '@/features/board/lib/positions';

const arrowDirections: Record<string, KeyboardDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The moved card re-renders in another list (or its node is moved), which drops
 * focus; put it back once the optimistic update has been committed — unless the
 * person has meanwhile focused something else (then focus is theirs to keep).
 */
function keepFocusOn(cardId: string) {
  const selector = `[data-card-link="${CSS.escape(cardId)}"]`;
  let frames = 0;
  const tick = () => {
    const element = document.querySelector<HTMLElement>(selector);
    const active = document.activeElement;
    const dropped = !active || active === document.body;
    if (element && active !== element && !dropped && !active.matches(selector)) return;
    if (element && dropped) element.focus();
    if (frames++ < 30) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

const NO_CARDS: Card[] = [];

/** `next`, with each list that holds the same cards as before replaced by the previous array. */
function reuseUnchanged(previous: Map<string, Card[]>, next: Map<string, Card[]>): Map<string, Card[]> {
  for (const [id, list] of next) {
    const old = previous.get(id);
    if (old && old.length === list.length && old.every((card, i) => card === list[i])) next.set(id, old);
  }
  return next;
}

type BoardCanvasProps = {
  detail: BoardDetailData;
  filter: CardFilter;
  cardPath: (cardId: string) => string;
};

/** The horizontally scrolling columns, drag and drop (cards and columns) and the keyboard moves. */
export function BoardCanvas({ detail, filter, cardPath }: BoardCanvasProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const boardId = detail.board.id;
  const canEdit = detail.board.permissions.canEdit;
  const moveNow = useCardMover();
  const { confirmMove, dialog: subtaskChoice } = useSubtaskChoice();
  const moveColumnMutation = useMoveColumn(boardId);

  const columns = useMemo(() => [...detail.columns].sort(comparePositions), [detail.columns]);
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  // A column whose cards did not change keeps the same array, so its (memoized) column does not
  // render again: one card moving re-renders two columns, not the whole board.
  const [previousGroups] = useState(() => ({ all: new Map<string, Card[]>(), visible: new Map<string, Card[]>() }));
  const cardsByColumn = useMemo(
    () => (previousGroups.all = reuseUnchanged(previousGroups.all, groupCardsByColumn(columnIds, detail.cards))),
    [columnIds, detail.cards, previousGroups],
  );
  const visibleByColumn = useMemo(() => {
    if (!Object.values(filter).some(Boolean)) return cardsByColumn;
    const now = new Date();
    const result = new Map<string, Card[]>();
    for (const [id, list] of cardsByColumn)
      result.set(
        id,
        list.filter((card) => matchesCardFilter(card, filter, now)),
      );
    return (previousGroups.visible = reuseUnchanged(previousGroups.visible, result));
  }, [cardsByColumn, filter, previousGroups]);
  const labels = useMemo(() => new Map(detail.labels.map((label) => [label.id, label])), [detail.labels]);
  const members = useMemo(() => new Map(detail.members.map((member) => [member.id, member])), [detail.members]);

  // The latest values for the long-lived drag monitor, without re-subscribing on every cache change.
  const latest = useRef({ columns, cardsByColumn, cards: detail.cards });
  useEffect(() => {
    latest.current = { columns, cardsByColumn, cards: detail.cards };
  });

  // A card with open subtasks asks what to do with them before it changes column (decision 040).
  const moveCard = useCallback(
    (request: Parameters<typeof moveNow>[0]) => {
      if (request.columnId === request.card.columnId) return moveNow(request);
      confirmMove(request.card, latest.current.cards, false, (children) => moveNow({ ...request, children }));
    },
    [moveNow, confirmMove],
  );

  const moveColumn = useCallback(
    (columnId: string, targetIndex: number) => {
      const ordered = latest.current.columns;
      const rest = ordered.filter((column) => column.id !== columnId);
      const index = Math.max(0, Math.min(targetIndex, rest.length));
      if (ordered.findIndex((column) => column.id === columnId) === index) return;
      moveColumnMutation.mutate(
        { id: columnId, afterId: rest[index - 1]?.id ?? null, beforeId: rest[index]?.id ?? null },
        { onError: () => toast.error(t('boardView.toasts.columnMoveFailed')) },
      );
    },
    [moveColumnMutation, t],
  );

  const onMoveColumn = useCallback(
    (columnId: string, offset: -1 | 1) => {
      const index = latest.current.columns.findIndex((column) => column.id === columnId);
      moveColumn(columnId, index + offset);
    },
    [moveColumn],
  );

  useEffect(() => {
    const element = scrollRef.current;
    if (!element || !canEdit) return;
    return combine(
      autoScrollForElements({ element }),
      monitorForElements({
        onDrop: ({ source, location }) => {
          const [target] = location.current.dropTargets;
          if (!target) return;
          const { columns: ordered, cardsByColumn: groups, cards } = latest.current;
          if (isCardDragData(source.data)) {
            const card = cards.find((item) => item.id === (source.data as { cardId: string }).cardId);
            if (!card) return;
            const data = target.data;
            let columnId: string;
            let index: number;
            if (isCardDragData(data)) {
              columnId = data.columnId;
              const rest = (groups.get(columnId) ?? []).filter((item) => item.id !== card.id);
              const targetIndex = rest.findIndex((item) => item.id === data.cardId);
              if (targetIndex < 0) return;
              index = targetIndex + (extractClosestEdge(data) === 'bottom' ? 1 : 0);
            } else if (isColumnDragData(data)) {
              columnId = data.columnId;
              const rest = (groups.get(columnId) ?? []).filter((item) => item.id !== card.id);
              index = rest.length;
            } else return;
            const column = ordered.find((item) => item.id === columnId);
            moveCard({
              card,
              columnId,
              columnName: column?.name ?? '',
              index,
              columnCards: groups.get(columnId) ?? [],
            });
            return;
          }
          if (isColumnDragData(source.data) && isColumnDragData(target.data)) {
            const sourceId = source.data.columnId;
            const rest = ordered.filter((column) => column.id !== sourceId);
            const targetIndex = rest.findIndex(
              (column) => column.id === (target.data as { columnId: string }).columnId,
            );
            if (targetIndex < 0) return;
            moveColumn(sourceId, targetIndex + (extractClosestEdge(target.data) === 'right' ? 1 : 0));
          }
        },
      }),
    );
  }, [canEdit, moveCard, moveColumn]);

  useEffect(() => cleanupLiveRegion, []);

  const onCardKeyDown = useCallback(
    (card: Card, event: KeyboardEvent<HTMLAnchorElement>) => {
      const direction = arrowDirections[event.key];
      if (!event.altKey || !direction || !canEdit) return;
      event.preventDefault();
      const { columns: ordered, cardsByColumn: groups } = latest.current;
      const target = keyboardMoveTarget(
        ordered.map((column) => column.id),
        groups,
        card,
        direction,
      );
      if (!target) return;
      const column = ordered.find((item) => item.id === target.columnId);
      moveCard({
        card,
        columnId: target.columnId,
        columnName: column?.name ?? '',
        index: target.index,
        columnCards: groups.get(target.columnId) ?? [],
      });
      keepFocusOn(card.id);
    },
    [canEdit, moveCard],
  );

  return (
    <div ref={scrollRef} className="flex min-h-0 flex-1 items-start gap-4 overflow-x-auto px-1 pb-4">
      {columns.map((column: Column, index) => (
        <BoardColumn
          key={column.id}
          boardId={boardId}
          column={column}
          allCards={cardsByColumn.get(column.id) ?? NO_CARDS}
          cards={visibleByColumn.get(column.id) ?? NO_CARDS}
          index={index}
          columnCount={columns.length}
          cardPath={cardPath}
          labels={labels}
          members={members}
          canEdit={canEdit}
          onCardKeyDown={onCardKeyDown}
          onMoveColumn={onMoveColumn}
        />
      ))}
      {canEdit ? <ColumnComposer boardId={boardId} /> : null}
      {subtaskChoice}
    </div>
  );
}
