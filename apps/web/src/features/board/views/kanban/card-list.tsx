import type { BoardLabel } from '@rbax/shared/boards';
import type { BoardMember, Card } from '@rbax/shared/cards';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CSSProperties, KeyboardEvent } from 'react';
import { SortableCard } from '@/features/board/views/kanban/sortable-card';

/** Above this many cards a column renders only what is on screen (ARCHITECTURE §10). */
export const VIRTUALIZE_FROM = 40;

export type CardListProps = {
  cards: readonly Card[];
  label: string;
  cardPath: (cardId: string) => string;
  labels: ReadonlyMap<string, BoardLabel>;
  members: ReadonlyMap<string, BoardMember>;
  canEdit: boolean;
  onCardKeyDown: (card: Card, event: KeyboardEvent<HTMLAnchorElement>) => void;
  scrollElement: HTMLDivElement | null;
};

export function CardList(props: CardListProps) {
  return props.cards.length >= VIRTUALIZE_FROM ? <VirtualCardList {...props} /> : <PlainCardList {...props} />;
}

function PlainCardList({ cards, label, cardPath, labels, members, canEdit, onCardKeyDown }: CardListProps) {
  return (
    <ul aria-label={label} className="flex flex-col py-1">
      {cards.map((card) => (
        <SortableCard
          key={card.id}
          card={card}
          to={cardPath(card.id)}
          labels={labels}
          members={members}
          canEdit={canEdit}
          onKeyDown={onCardKeyDown}
        />
      ))}
    </ul>
  );
}

/** Measured rows with overscan; the drop targets are the rendered cards plus the column itself. */
function VirtualCardList({
  cards,
  label,
  cardPath,
  labels,
  members,
  canEdit,
  onCardKeyDown,
  scrollElement,
}: CardListProps) {
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => 92,
    overscan: 8,
    getItemKey: (index) => cards[index]?.id ?? index,
  });
  return (
    <ul aria-label={label} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const card = cards[item.index];
        if (!card) return null;
        return (
          <SortableCard
            key={card.id}
            card={card}
            to={cardPath(card.id)}
            labels={labels}
            members={members}
            canEdit={canEdit}
            onKeyDown={onCardKeyDown}
            index={item.index}
            setSize={cards.length}
            measureRef={virtualizer.measureElement}
            style={styleAt(item.start)}
          />
        );
      })}
    </ul>
  );
}

const positionedStyles = new Map<number, CSSProperties>();

/** One style object per offset, so a memoized card does not render again just because the list did. */
function styleAt(offset: number): CSSProperties {
  let style = positionedStyles.get(offset);
  if (!style) {
    style = { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${offset}px)` };
    if (positionedStyles.size > 20_000) positionedStyles.clear();
    positionedStyles.set(offset, style);
  }
  return style;
}
