import type { Card, UpdateCardInput } from '@rbax/shared/cards';
import type { MessageKey } from '@rbax/shared/messages';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';
import { useCardMover } from '@/features/board/api/use-card-mover';
import { useEditCard } from '@/features/board/api/use-edit-card';
import { useSubtaskChoice } from '@/features/board/components/use-subtask-choice';
import type { FieldCheck } from '@/features/board/lib/card-edits';
import { comparePositions } from '@/features/board/lib/positions';

/**
 * What the table's cells and bulk actions change (issue 22): field edits through the optimistic
 * card edit, column changes as moves to the end of the column (asking about open subtasks first,
 * decision 040; a subtask follows its parent and is not moved alone).
 */
export function useTableEdits(detail: BoardDetailData) {
  const editCard = useEditCard();
  const moveNow = useCardMover();
  const { confirmMove, confirmArchive, dialog } = useSubtaskChoice();
  const latest = useRef(detail);
  useEffect(() => {
    latest.current = detail;
  });

  /** Sends a checked edit; the message key of a refusal, or null. */
  const apply = useCallback(
    (card: Card, check: FieldCheck): MessageKey | null => {
      if (check.error) return check.error;
      if (check.edit) void editCard(card, check.edit);
      return null;
    },
    [editCard],
  );

  const edit = useCallback((card: Card, input: UpdateCardInput) => editCard(card, input), [editCard]);

  const moveTo = useCallback(
    (card: Card, columnId: string, ask = true) => {
      const { cards, columns } = latest.current;
      if (card.parentId || card.columnId === columnId) return;
      const columnCards = cards.filter((item) => item.columnId === columnId && !item.parentId).sort(comparePositions);
      const run = (children?: 'move' | 'promote') =>
        moveNow({
          card,
          columnId,
          columnName: columns.find((column) => column.id === columnId)?.name ?? '',
          index: columnCards.length,
          columnCards,
          children,
        });
      if (ask) confirmMove(card, cards, false, run);
      else run();
    },
    [moveNow, confirmMove],
  );

  const archive = useCallback(
    (card: Card, ask = true) => {
      const run = (children?: 'archive' | 'promote') =>
        void editCard(card, { archived: true, ...(children ? { children } : {}) });
      if (ask) confirmArchive(card, latest.current.cards, run);
      else run();
    },
    [editCard, confirmArchive],
  );

  // One object while nothing in it changes: the table's rows are memoized on it.
  return useMemo(() => ({ apply, edit, moveTo, archive, dialog }), [apply, edit, moveTo, archive, dialog]);
}

export type TableEdits = ReturnType<typeof useTableEdits>;
