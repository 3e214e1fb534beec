import type { Card } from '@rbax/shared/cards';
import { CardAgingBadge } from '@/features/analytics/reports/components/card-aging-badge';
import { BoardAssistButton } from '@/features/ai/components/board-assist-button';
import { BoardAutomationButtons } from '@/features/automations/components/board-automation-buttons';
import type { CardFaceExtras } from '@/features/board/components/card-face-extras';
import { BoardPage } from '@/features/board/page/board-page';
import { BoardPublishButton } from '@/features/marketplace/components/board-publish-button';
import { BoardExportMenu } from '@/features/portability/components/board-export-menu';
import { CardTimerButton } from '@/features/time/components/card-timer-button';

/**
 * On every card: the ageing badge (issue 19) and, for an editor, the timer's start/stop (issue 21).
 * Module-level and stable, so cards do not re-render.
 */
const cardExtras: CardFaceExtras = {
  badges: (card: Card) => <CardAgingBadge boardId={card.boardId} cardId={card.id} columnId={card.columnId} />,
  actions: (card: Card, canEdit: boolean) => (canEdit && !card.archived ? <CardTimerButton card={card} /> : null),
};

/** The board page, with the features that add to it composed here (features do not import each other both ways). */
export function Component() {
  return (
    <BoardPage
      headerExtras={(board) => (
        <>
          <BoardAutomationButtons boardId={board.id} canEdit={board.permissions.canEdit} />
          <BoardExportMenu boardId={board.id} />
          <BoardAssistButton board={board} />
          <BoardPublishButton board={board} />
        </>
      )}
      cardExtras={cardExtras}
    />
  );
}
