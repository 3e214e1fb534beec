import type { Card, SubtaskMoveChoice } from '@rbax/shared/cards';
import { announce } from '@atlaskit/pragmatic-drag-and-drop-live-region';
import { Archive, ArchiveRestore, ArrowRightLeft, Copy, Timer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { cardPath } from '@/config/paths';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';
import { useDeleteCard } from '@/features/board/api/delete-card';
import { useMoveCard } from '@/features/board/api/move-card';
import { CopyCardForm } from '@/features/board/card-dialog/copy-card-form';
import { MoveCardForm } from '@/features/board/card-dialog/move-card-form';
import { CardSubtaskActions } from '@/features/board/card-dialog/card-subtask-actions';
import { useSubtaskChoice } from '@/features/board/components/use-subtask-choice';
import { useSubtaskProgress } from '@/features/board/api/use-subtasks';
import { useSaveCard } from '@/features/board/api/use-save-card';
import { runAppCommand } from '@/lib/app-commands';

/** 'Focar neste card' (focus mode), 'Mover para…', 'Copiar', 'Arquivar'/'Restaurar' and 'Excluir' (confirmed). */
export function CardActions({
  card,
  detail,
  onDeleted,
}: {
  card: Card;
  detail: BoardDetailData;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [panel, setPanel] = useState<'move' | 'copy' | 'delete' | null>(null);
  const { save } = useSaveCard(card);
  // The dialog follows a card sent to another board: the card's own URL there. This runs from the
  // mutation's options, not from mutate's, because the move can unmount this component first.
  const move = useMoveCard({
    onMoved: (moved, { fromBoardId }) => {
      if (moved.boardId !== fromBoardId) void navigate(cardPath(moved.boardId, moved.id), { replace: true });
    },
  });
  const remove = useDeleteCard(card.boardId);
  const { confirmMove, confirmArchive, dialog: subtaskChoice } = useSubtaskChoice();
  const subtaskCount = useSubtaskProgress(card.boardId, card.id)?.total ?? 0;

  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{t('cards.actions.title')}</h3>
      {card.archived ? null : (
        <Button
          variant="outline"
          size="sm"
          className="justify-start"
          onClick={() => runAppCommand({ type: 'focus.open', cardId: card.id })}
        >
          <Timer aria-hidden="true" />
          {t('focus.card.focusOnCard')}
        </Button>
      )}
      {/* A subtask moves with its parent card (decision 040). */}
      {card.parentId ? null : (
        <Button
          variant="outline"
          size="sm"
          className="justify-start"
          aria-expanded={panel === 'move'}
          onClick={() => setPanel(panel === 'move' ? null : 'move')}
        >
          <ArrowRightLeft aria-hidden="true" />
          {t('cards.actions.move')}
        </Button>
      )}
      {panel === 'move' ? (
        <div className="rounded-md border p-3">
          <MoveCardForm
            card={card}
            detail={detail}
            onCancel={() => setPanel(null)}
            onSubmit={(target) => {
              setPanel(null);
              const crossBoard = target.boardId !== card.boardId;
              const send = (children?: SubtaskMoveChoice) => {
                move.mutate(
                  {
                    id: card.id,
                    fromBoardId: card.boardId,
                    columnId: target.columnId,
                    afterId: target.afterId,
                    beforeId: target.beforeId,
                    ...(crossBoard ? { boardId: target.boardId } : {}),
                    ...(children ? { children } : {}),
                  },
                  { onError: () => toast.error(t('boardView.toasts.moveFailed')) },
                );
                announce(
                  t('boardView.announce.cardMoved', {
                    title: card.title,
                    column: target.columnName,
                    position: target.index + 1,
                  }),
                );
              };
              // A card with subtasks asks what to do with them when it changes column or board.
              if (!crossBoard && target.columnId === card.columnId) send();
              else confirmMove(card, detail.cards, crossBoard, send);
            }}
          />
        </div>
      ) : null}
      <CardSubtaskActions card={card} detail={detail} />
      <Button variant="outline" size="sm" className="justify-start" onClick={() => setPanel('copy')}>
        <Copy aria-hidden="true" />
        {t('cards.actions.copy')}
      </Button>
      {card.archived ? (
        <Button variant="outline" size="sm" className="justify-start" onClick={() => save({ archived: false })}>
          <ArchiveRestore aria-hidden="true" />
          {t('cards.actions.restore')}
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="justify-start"
          onClick={() =>
            confirmArchive(card, detail.cards, (children) =>
              save({ archived: true, ...(children ? { children } : {}) }),
            )
          }
        >
          <Archive aria-hidden="true" />
          {t('cards.actions.archive')}
        </Button>
      )}
      <Button variant="outline" size="sm" className="justify-start text-destructive" onClick={() => setPanel('delete')}>
        <Trash2 aria-hidden="true" />
        {t('cards.delete')}
      </Button>
      {subtaskChoice}

      <Dialog open={panel === 'copy'} onOpenChange={(open) => !open && setPanel(null)}>
        <DialogContent closeLabel={t('common.close')} className="sm:max-w-md">
          {panel === 'copy' ? <CopyCardForm card={card} detail={detail} onClose={() => setPanel(null)} /> : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={panel === 'delete'}
        onOpenChange={(open) => !open && setPanel(null)}
        title={t('cards.deleteDialog.title')}
        description={[
          t('cards.deleteDialog.description', { title: card.title }),
          subtaskCount > 0 ? t('cards.subtasks.deleteNote', { count: subtaskCount }) : null,
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('cards.deleteDialog.confirm')}
        onConfirm={() =>
          remove.mutate(card.id, {
            onSuccess: () => {
              toast.success(t('cards.toasts.deleted'));
              onDeleted();
            },
            onError: () => toast.error(t('cards.toasts.deleteFailed')),
          })
        }
      />
    </div>
  );
}
