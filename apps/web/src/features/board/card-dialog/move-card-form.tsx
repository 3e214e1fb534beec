import type { Card } from '@rbax/shared/cards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';
import { groupCardsByColumn, neighboursAt, type Neighbours } from '@/features/board/lib/positions';
import { DestinationSelect } from '@/features/board/components/destination-select';
import { useDestinationBoard } from '@/features/board/api/use-destination-board';

/**
 * Neighbours for 'Mover para…': `position` is 1-based among the destination
 * column's cards without the moved card (1..n+1).
 */
export function moveFormNeighbours(
  columnCards: readonly { id: string }[],
  cardId: string,
  position: number,
): Neighbours {
  const rest = columnCards.filter((item) => item.id !== cardId);
  return neighboursAt(rest, position - 1);
}

export type MoveCardSubmit = Neighbours & { boardId: string; columnId: string; columnName: string; index: number };

/** Board (this one or another the user can edit), column and position selects. */
export function MoveCardForm({
  card,
  detail,
  onSubmit,
  onCancel,
}: {
  card: Card;
  detail: BoardDetailData;
  onSubmit: (target: MoveCardSubmit) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const destination = useDestinationBoard(card, detail);
  const { boardId, target, columns } = destination;
  const [columnId, setColumnId] = useState(card.columnId);
  const column = columns.find((item) => item.id === columnId) ?? columns[0];
  const groups = target
    ? groupCardsByColumn(
        columns.map((item) => item.id),
        target.cards,
      )
    : new Map<string, Card[]>();
  const columnCards = column ? (groups.get(column.id) ?? []) : [];
  const rest = columnCards.filter((item) => item.id !== card.id);
  const currentIndex = columnCards.findIndex((item) => item.id === card.id);
  const [position, setPosition] = useState(() => (currentIndex >= 0 ? currentIndex + 1 : rest.length + 1));
  const safePosition = Math.min(Math.max(position, 1), rest.length + 1);

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!column) return;
        onSubmit({
          boardId,
          columnId: column.id,
          columnName: column.name,
          index: safePosition - 1,
          ...moveFormNeighbours(columnCards, card.id, safePosition),
        });
      }}
    >
      <DestinationSelect
        id="move-board"
        label={t('cards.move.board')}
        value={boardId}
        options={destination.options.map((option) => ({ value: option.id, label: option.title }))}
        onChange={(event) => {
          destination.setBoardId(event.target.value);
          setColumnId('');
          setPosition(1);
        }}
      />
      <DestinationSelect
        id="move-column"
        label={t('cards.move.column')}
        value={column?.id ?? ''}
        disabled={columns.length === 0}
        options={columns.map((item) => ({ value: item.id, label: item.name }))}
        onChange={(event) => {
          setColumnId(event.target.value);
          const next = (groups.get(event.target.value) ?? []).filter((item) => item.id !== card.id);
          setPosition(next.length + 1);
        }}
      />
      <DestinationSelect
        id="move-position"
        label={t('cards.move.position')}
        value={safePosition}
        options={Array.from({ length: rest.length + 1 }, (_, index) => ({
          value: index + 1,
          label: String(index + 1),
        }))}
        onChange={(event) => setPosition(Number(event.target.value))}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!column}>
          {t('cards.move.submit')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
