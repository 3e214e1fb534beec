import type { Card, SubtaskArchiveChoice, SubtaskMoveChoice } from '@rbax/shared/cards';
import { useCallback, useState } from 'react';
import { SubtaskChoiceDialog, type SubtaskChoiceRequest } from '@/features/board/components/subtask-choice-dialog';

/**
 * Asks what to do with a card's subtasks before it moves or is archived (issue 21, decision 040),
 * and only when there is something to decide: a move within the board asks when some subtask is
 * still open (done ones simply come along); a move to another board or archiving asks whenever
 * the card has subtasks. `cards` are the board's cached cards. Render `dialog` once.
 */
export function useSubtaskChoice() {
  const [request, setRequest] = useState<SubtaskChoiceRequest | null>(null);

  const confirmMove = useCallback(
    (card: Card, cards: readonly Card[], crossBoard: boolean, proceed: (children?: SubtaskMoveChoice) => void) => {
      const subtasks = cards.filter((item) => item.parentId === card.id);
      const count = crossBoard ? subtasks.length : subtasks.filter((item) => !item.completedAt).length;
      if (count === 0) {
        proceed();
        return;
      }
      setRequest({
        kind: crossBoard ? 'moveBoard' : 'move',
        title: card.title,
        count,
        onChoose: (choice) => proceed(choice === 'keep' ? 'move' : 'promote'),
      });
    },
    [],
  );

  const confirmArchive = useCallback(
    (card: Card, cards: readonly Card[], proceed: (children?: SubtaskArchiveChoice) => void) => {
      const count = cards.filter((item) => item.parentId === card.id).length;
      if (count === 0) {
        proceed();
        return;
      }
      setRequest({
        kind: 'archive',
        title: card.title,
        count,
        onChoose: (choice) => proceed(choice === 'keep' ? 'archive' : 'promote'),
      });
    },
    [],
  );

  const dialog = <SubtaskChoiceDialog request={request} onClose={() => setRequest(null)} />;
  return { confirmMove, confirmArchive, dialog };
}
