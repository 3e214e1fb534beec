import { CardAutomationButtons } from '@/features/automations/components/card-automation-buttons';
import { CardDialog } from '@/features/cards/components/card-dialog';

/** The card dialog, with the card's automation buttons composed in (cards does not import automations). */
export function Component() {
  return (
    <CardDialog
      asideExtras={(card, canEdit) =>
        canEdit && !card.archived ? <CardAutomationButtons boardId={card.boardId} cardId={card.id} /> : null
      }
    />
  );
}
