import type { Card } from '@rbax/shared/cards';
import { BoardAssistButton } from '@/features/ai/components/board-assist-button';
import { CardAutomationButtons } from '@/features/automations/components/card-automation-buttons';
import { useBoardDetail } from '@/features/board/api/get-board-detail';
import { CardDialog } from '@/features/board/card-dialog/card-dialog';
import { CardDocs } from '@/features/docs/components/card-docs';
import { CardTimeEntries } from '@/features/time/components/card-time-entries';
import { CardTimePanel } from '@/features/time/components/card-time-panel';

/** Under the card's properties: its time, estimate and timer (issue 21). */
const detailsExtras = (card: Card, canEdit: boolean) => <CardTimePanel card={card} canEdit={canEdit} />;

/** 'Smart Assist' about this card (issue 24), on boards of a workspace. */
function CardAssist({ card }: { card: Card }) {
  const board = useBoardDetail(card.boardId).data?.board;
  return board ? <BoardAssistButton board={board} card={{ id: card.id, title: card.title }} /> : null;
}

/** At the end of the side column: the card's automation buttons (issue 20) and Smart Assist (issue 24). */
const asideExtras = (card: Card, canEdit: boolean) => (
  <>
    {canEdit && !card.archived ? <CardAutomationButtons boardId={card.boardId} cardId={card.id} /> : null}
    {card.archived ? null : <CardAssist card={card} />}
  </>
);

/** In the main column: the card's time entries (issue 21) and the documents that mention it (issue 26). */
const mainExtras = (card: Card, canEdit: boolean) => (
  <>
    <CardTimeEntries card={card} canEdit={canEdit} />
    <CardDocs cardId={card.id} />
  </>
);

/** The card dialog, with other features composed in (cards imports neither automations nor time). */
export function Component() {
  return <CardDialog asideExtras={asideExtras} detailsExtras={detailsExtras} mainExtras={mainExtras} />;
}
