import type { Card } from '@rbax/shared/cards';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DependencyPicker } from '@/features/board/components/dependency-picker';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';
import { dependencyErrorMessage, useDependencyMutation } from '@/features/board/api/dependencies';

/** 'Depende de…' from the timeline's bar menu (issue 22): pick the card this one waits for. */
export function DependencyDialog({
  card,
  detail,
  onClose,
}: {
  card: Card | null;
  detail: BoardDetailData;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useDependencyMutation(true);
  return (
    <Dialog open={card !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('cards.dependencies.dialogTitle', { title: card?.title ?? '' })}</DialogTitle>
          <DialogDescription>{t('cards.dependencies.dialogDescription')}</DialogDescription>
        </DialogHeader>
        {card ? (
          <DependencyPicker
            card={card}
            cards={detail.cards}
            dependencies={detail.dependencies}
            onPick={(other) => {
              add.mutate(
                { boardId: card.boardId, cardId: card.id, dependsOnId: other.id },
                {
                  onError: (error) => toast.error(dependencyErrorMessage(error, t('cards.dependencies.failed'))),
                },
              );
              onClose();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
