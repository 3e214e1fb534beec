import type { Card, SubtaskMoveChoice } from '@rbax/shared/cards';
import { announce } from '@atlaskit/pragmatic-drag-and-drop-live-region';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { neighboursAt } from '@/features/board/lib/positions';
import { useMoveCard } from '@/features/board/api/move-card';

type MoveRequest = {
  card: Card;
  columnId: string;
  columnName: string;
  /** Index in the destination column's cards without the moved card. */
  index: number;
  /** Destination column's cards in order (may include the moved card; it is skipped). */
  columnCards: readonly Card[];
  /** What the card's subtasks do when it changes column (asked first; decision 040). */
  children?: SubtaskMoveChoice | undefined;
};

/** Moves a card (drag, keyboard or the dialog's form): optimistic, announced, rolled back with a toast. */
export function useCardMover() {
  const { t } = useTranslation();
  const { mutate } = useMoveCard();
  return useCallback(
    ({ card, columnId, columnName, index, columnCards, children }: MoveRequest) => {
      const rest = columnCards.filter((item) => item.id !== card.id);
      const { afterId, beforeId } = neighboursAt(rest, index);
      const unchanged =
        card.columnId === columnId &&
        columnCards.findIndex((item) => item.id === card.id) === Math.min(index, rest.length);
      if (unchanged) return;
      mutate(
        { id: card.id, fromBoardId: card.boardId, columnId, afterId, beforeId, ...(children ? { children } : {}) },
        { onError: () => toast.error(t('boardView.toasts.moveFailed')) },
      );
      announce(
        t('boardView.announce.cardMoved', {
          title: card.title,
          column: columnName,
          position: Math.min(index, rest.length) + 1,
        }),
      );
    },
    [mutate, t],
  );
}
