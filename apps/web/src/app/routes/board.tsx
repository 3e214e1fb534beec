import type { Card } from '@rbax/shared/cards';
import { BoardAutomationButtons } from '@/features/automations/components/board-automation-buttons';
import { BoardPage } from '@/features/board-view/components/board-page';
import { CardTimerButton } from '@/features/time/components/card-timer-button';

/** The timer's start/stop on each card an editor can track time on (issue 21); stable, so cards do not re-render. */
const cardExtras = (card: Card, canEdit: boolean) =>
  canEdit && !card.archived ? <CardTimerButton card={card} /> : null;

/** The board page, with the features that add to it composed here (features do not import each other both ways). */
export function Component() {
  return (
    <BoardPage
      headerExtras={(board) => <BoardAutomationButtons boardId={board.id} canEdit={board.permissions.canEdit} />}
      cardExtras={cardExtras}
    />
  );
}
