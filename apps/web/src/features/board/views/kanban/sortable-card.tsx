import type { BoardLabel } from '@rbax/shared/boards';
import type { BoardMember, Card } from '@rbax/shared/cards';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import {
  attachClosestEdge,
  extractClosestEdge,
  type Edge,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/closest-edge';
import { memo, useContext, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type Ref } from 'react';
import { useCardViewers } from '@/features/board/api/board-presence';
import { CardFaceExtrasContext } from '@/features/board/components/card-face-extras';
import { isCardDragData, type CardDragData } from '@/features/board/views/kanban/dnd-data';
import { CardFace } from '@/features/board/components/card-face';
import { cn } from '@/lib/utils';

type SortableCardProps = {
  card: Card;
  to: string;
  labels: ReadonlyMap<string, BoardLabel>;
  members: ReadonlyMap<string, BoardMember>;
  canEdit: boolean;
  onKeyDown: (card: Card, event: KeyboardEvent<HTMLAnchorElement>) => void;
  /** Virtualized lists position and measure their items. */
  style?: CSSProperties;
  measureRef?: Ref<HTMLLIElement>;
  index?: number;
  setSize?: number;
};

/**
 * A card as a list item that can be dragged and dropped on (closest edge top/bottom).
 * State changes only when the hovered edge changes, never per pointer move.
 */
export const SortableCard = memo(function SortableCard({
  card,
  to,
  labels,
  members,
  canEdit,
  onKeyDown,
  style,
  measureRef,
  index,
  setSize,
}: SortableCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const [edge, setEdge] = useState<Edge | null>(null);
  const viewers = useCardViewers(card.boardId, card.id);
  const extras = useContext(CardFaceExtrasContext);

  useEffect(() => {
    const element = ref.current;
    if (!element || !canEdit) return;
    const data: CardDragData = { type: 'card', cardId: card.id, columnId: card.columnId };
    return combine(
      draggable({
        element,
        getInitialData: () => data,
        onDragStart: () => setDragging(true),
        onDrop: () => setDragging(false),
      }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => isCardDragData(source.data) && source.data.cardId !== card.id,
        getData: ({ input }) => attachClosestEdge(data, { element, input, allowedEdges: ['top', 'bottom'] }),
        onDragEnter: ({ self }) => setEdge(extractClosestEdge(self.data)),
        onDrag: ({ self }) => setEdge(extractClosestEdge(self.data)),
        onDragLeave: () => setEdge(null),
        onDrop: () => setEdge(null),
      }),
    );
  }, [card.id, card.columnId, canEdit]);

  return (
    <li
      ref={measureRef}
      style={style}
      data-index={index}
      aria-setsize={setSize}
      aria-posinset={index === undefined ? undefined : index + 1}
      className="px-2 py-1"
    >
      <div ref={ref} data-card-id={card.id} className={cn('relative', dragging && 'opacity-40')}>
        {edge ? (
          <div
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute right-0 left-0 z-10 h-0.5 rounded-full bg-primary',
              edge === 'top' ? '-top-1.5' : '-bottom-1.5',
            )}
          />
        ) : null}
        <CardFace
          card={card}
          to={to}
          labels={labels}
          members={members}
          viewers={viewers}
          badges={extras?.badges?.(card, canEdit)}
          actions={extras?.actions?.(card, canEdit)}
          onKeyDown={(event) => onKeyDown(card, event)}
        />
      </div>
    </li>
  );
});
