import type { BoardColumn } from '@rbax/shared/boards';
import type { Card } from '@rbax/shared/cards';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { boardDetailQueryOptions, type BoardDetailData } from '@/features/board-view/api/get-board-detail';
import {
  comparePositions,
  groupCardsByColumn,
  neighboursAt,
  type Neighbours,
} from '@/features/board-view/lib/positions';
import { boardsQueryOptions } from '@/features/boards/api/get-boards';

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

const selectClass =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';

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
  const [boardId, setBoardId] = useState(card.boardId);
  const boards = useQuery(boardsQueryOptions({ archived: false }));
  const other = useQuery({ ...boardDetailQueryOptions(boardId), enabled: boardId !== card.boardId });
  const target = boardId === card.boardId ? detail : other.data;
  const columns: BoardColumn[] = target ? [...target.columns].sort(comparePositions) : [];
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
  const editable = (boards.data ?? []).filter((board) => board.permissions.canEdit && board.id !== card.boardId);

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
      <div className="grid gap-1.5">
        <Label htmlFor="move-board">{t('cards.move.board')}</Label>
        <select
          id="move-board"
          className={selectClass}
          value={boardId}
          onChange={(event) => {
            setBoardId(event.target.value);
            setColumnId('');
            setPosition(1);
          }}
        >
          <option value={card.boardId}>{detail.board.title}</option>
          {editable.map((board) => (
            <option key={board.id} value={board.id}>
              {board.title}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="move-column">{t('cards.move.column')}</Label>
        <select
          id="move-column"
          className={selectClass}
          value={column?.id ?? ''}
          disabled={columns.length === 0}
          onChange={(event) => {
            setColumnId(event.target.value);
            const next = (groups.get(event.target.value) ?? []).filter((item) => item.id !== card.id);
            setPosition(next.length + 1);
          }}
        >
          {columns.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="move-position">{t('cards.move.position')}</Label>
        <select
          id="move-position"
          className={selectClass}
          value={safePosition}
          onChange={(event) => setPosition(Number(event.target.value))}
        >
          {Array.from({ length: rest.length + 1 }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
      </div>
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
