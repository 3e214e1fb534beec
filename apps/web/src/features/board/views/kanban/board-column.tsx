import type { BoardColumn as Column, BoardLabel } from '@rbax/shared/boards';
import type { BoardMember, Card } from '@rbax/shared/cards';
import { isOverWipLimit } from '@rbax/shared/columns';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { autoScrollForElements } from '@atlaskit/pragmatic-drag-and-drop-auto-scroll/element';
import {
  attachClosestEdge,
  extractClosestEdge,
  type Edge,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardComposer } from '@/features/board/views/kanban/card-composer';
import { CardList } from '@/features/board/views/kanban/card-list';
import { ColumnHeader } from '@/features/board/views/kanban/column-header';
import { isCardDragData, isColumnDragData, type ColumnDragData } from '@/features/board/views/kanban/dnd-data';
import { cn } from '@/lib/utils';

type BoardColumnProps = {
  boardId: string;
  column: Column;
  /** Every card of the column (count, WIP, sum). */
  allCards: readonly Card[];
  /** The cards shown (after the filters). */
  cards: readonly Card[];
  index: number;
  columnCount: number;
  cardPath: (cardId: string) => string;
  labels: ReadonlyMap<string, BoardLabel>;
  members: ReadonlyMap<string, BoardMember>;
  canEdit: boolean;
  onCardKeyDown: (card: Card, event: KeyboardEvent<HTMLAnchorElement>) => void;
  onMoveColumn: (columnId: string, offset: -1 | 1) => void;
};

/** A column: a named region with its header, its list of cards and the quick-add composer. */
export const BoardColumn = memo(function BoardColumn(props: BoardColumnProps) {
  const { boardId, column, allCards, cards, index, columnCount, canEdit } = props;
  const { t } = useTranslation();
  const sectionRef = useRef<HTMLElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // The virtualizer needs the element in state: a child's layout effect runs before this ref is attached.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [cardOver, setCardOver] = useState(false);
  const [edge, setEdge] = useState<Edge | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const element = sectionRef.current;
    const handle = handleRef.current;
    const scroll = scrollRef.current;
    if (!element || !handle || !scroll || !canEdit) return;
    const data: ColumnDragData = { type: 'column', columnId: column.id };
    return combine(
      draggable({
        element,
        dragHandle: handle,
        getInitialData: () => data,
        onDragStart: () => setDragging(true),
        onDrop: () => setDragging(false),
      }),
      dropTargetForElements({
        element,
        getData: ({ input, source }) =>
          isColumnDragData(source.data)
            ? attachClosestEdge(data, { element, input, allowedEdges: ['left', 'right'] })
            : data,
        canDrop: ({ source }) =>
          isCardDragData(source.data) || (isColumnDragData(source.data) && source.data.columnId !== column.id),
        onDragEnter: ({ source, self }) => {
          if (isCardDragData(source.data)) setCardOver(true);
          else setEdge(extractClosestEdge(self.data));
        },
        onDrag: ({ source, self }) => {
          if (isColumnDragData(source.data)) setEdge(extractClosestEdge(self.data));
        },
        onDragLeave: () => {
          setCardOver(false);
          setEdge(null);
        },
        onDrop: () => {
          setCardOver(false);
          setEdge(null);
        },
      }),
      autoScrollForElements({ element: scroll, canScroll: ({ source }) => isCardDragData(source.data) }),
    );
  }, [column.id, canEdit]);

  const over = isOverWipLimit(allCards.length, column.wipLimit);
  const listLabel = t('boardView.column.cardsList', { name: column.name });
  const values = useMemo(() => allCards.map((card) => card.valueBrl), [allCards]);
  // Issue 21: the column's time spent and estimates, over all its cards (as the count and values).
  const time = useMemo(
    () => ({
      spentSeconds: allCards.reduce((sum, card) => sum + card.timeSpentSeconds, 0),
      estimateMinutes: allCards.reduce((sum, card) => sum + (card.estimateMinutes ?? 0), 0),
    }),
    [allCards],
  );

  return (
    <section
      ref={sectionRef}
      aria-label={column.name}
      data-column-id={column.id}
      className={cn(
        'relative flex max-h-full w-72 shrink-0 flex-col rounded-xl border bg-muted/40',
        cardOver && 'ring-2 ring-primary/50',
        dragging && 'opacity-50',
        over && 'border-destructive/60',
      )}
    >
      {edge ? (
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute top-0 bottom-0 z-10 w-0.5 rounded-full bg-primary',
            edge === 'left' ? '-left-2' : '-right-2',
          )}
        />
      ) : null}
      <div ref={handleRef} className={cn(canEdit && 'cursor-grab active:cursor-grabbing')}>
        <ColumnHeader
          boardId={boardId}
          column={column}
          cardCount={allCards.length}
          values={values}
          time={time}
          canEdit={canEdit}
          isFirst={index === 0}
          isLast={index === columnCount - 1}
          onMove={(offset) => props.onMoveColumn(column.id, offset)}
        />
      </div>
      <div
        ref={(element) => {
          scrollRef.current = element;
          setScrollElement(element);
        }}
        className="min-h-12 flex-1 overflow-y-auto overscroll-contain"
      >
        <CardList
          cards={cards}
          label={listLabel}
          cardPath={props.cardPath}
          labels={props.labels}
          members={props.members}
          canEdit={canEdit}
          onCardKeyDown={props.onCardKeyDown}
          scrollElement={scrollElement}
        />
      </div>
      {canEdit ? (
        <CardComposer boardId={boardId} columnId={column.id} columnName={column.name} openOnArrival={index === 0} />
      ) : null}
    </section>
  );
});
