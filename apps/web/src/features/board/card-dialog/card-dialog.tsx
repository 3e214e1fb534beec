import type { Card } from '@rbax/shared/cards';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext, useParams } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { boardPath } from '@/config/paths';
import { useBoardDetail } from '@/features/board/api/get-board-detail';
import { cardQueryOptions } from '@/features/board/api/get-card';
import { CardActivity } from '@/features/board/card-dialog/card-activity';
import { CardActions } from '@/features/board/card-dialog/card-actions';
import { CardAttachments } from '@/features/board/card-dialog/card-attachments';
import { CardChecklist } from '@/features/board/card-dialog/card-checklist';
import { CardParentLink } from '@/features/board/card-dialog/card-parent-link';
import { CardSubtasks } from '@/features/board/card-dialog/card-subtasks';
import { CardComments } from '@/features/board/card-dialog/card-comments';
import { CardDependencies } from '@/features/board/card-dialog/card-dependencies';
import { CardDescription } from '@/features/board/card-dialog/card-description';
import { CardProperties } from '@/features/board/card-dialog/card-properties';
import { CardShortId } from '@/features/board/components/card-short-id';
import { CardTitleField } from '@/features/board/card-dialog/card-title-field';
import { WatchCardButton } from '@/features/notifications/components/watch-card-button';
import { realtime } from '@/lib/realtime';

/**
 * /board/:id/card/:cardId — the card dialog over the board. It reads the card
 * from the board cache (archived cards, absent there, come from GET /cards/:id)
 * and loads comments, checklist, attachments and activity on its own.
 */
/** What other features add to the dialog's side column (composed by the route; issue 20's buttons). */
export type CardAsideExtras = (card: Card, canEdit: boolean) => ReactNode;
/** What other features add to the dialog's main column, after the attachments (issue 21's time entries). */
export type CardMainExtras = (card: Card, canEdit: boolean) => ReactNode;

export function CardDialog({
  asideExtras,
  detailsExtras,
  mainExtras,
}: {
  asideExtras?: CardAsideExtras;
  /** Under the card's properties in the side column (its time, issue 21). */
  detailsExtras?: CardAsideExtras;
  mainExtras?: CardMainExtras;
} = {}) {
  const { t } = useTranslation();
  const { id = '', cardId = '' } = useParams();
  const navigate = useNavigate();
  const context = useOutletContext<{ boardPath?: string } | undefined>();
  const detail = useBoardDetail(id);
  const cached = detail.data?.cards.find((card) => card.id === cardId);
  const fetched = useQuery({ ...cardQueryOptions(cardId), enabled: !cached && detail.isSuccess });
  const card: Card | undefined = cached ?? fetched.data;
  const close = () => void navigate(context?.boardPath ?? boardPath(id));
  const missing = detail.isError || fetched.isError;

  // Others viewing the board see a marker on this card while the dialog is open (issue 5).
  useEffect(() => {
    realtime.focus(id, cardId);
    return () => realtime.focus(id, null);
  }, [id, cardId]);

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="sm:max-w-3xl lg:max-w-5xl"
        aria-describedby={undefined}
        onEscapeKeyDown={(event) => {
          if (event.target instanceof HTMLElement && event.target.closest('[data-escape-local]'))
            event.preventDefault();
        }}
      >
        {card && detail.data ? (
          <CardDialogBody
            card={card}
            detail={detail.data}
            onClosed={close}
            asideExtras={asideExtras}
            detailsExtras={detailsExtras}
            mainExtras={mainExtras}
          />
        ) : missing ? (
          <>
            <DialogTitle>{t('cards.dialog.notFound')}</DialogTitle>
            <DialogDescription>{t('cards.dialog.notFoundDescription')}</DialogDescription>
          </>
        ) : (
          <div role="status" aria-label={t('common.loading')} className="grid gap-3">
            <DialogTitle className="sr-only">{t('common.loading')}</DialogTitle>
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CardDialogBody({
  card,
  detail,
  onClosed,
  asideExtras,
  detailsExtras,
  mainExtras,
}: {
  card: Card;
  detail: NonNullable<ReturnType<typeof useBoardDetail>['data']>;
  onClosed: () => void;
  asideExtras?: CardAsideExtras | undefined;
  detailsExtras?: CardAsideExtras | undefined;
  mainExtras?: CardMainExtras | undefined;
}) {
  const { t } = useTranslation();
  const canEdit = detail.board.permissions.canEdit;
  const column = detail.columns.find((item) => item.id === card.columnId);
  return (
    <div className="grid gap-6">
      <div className="grid gap-1 pr-8">
        <CardTitleField card={card} canEdit={canEdit} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <p>
            {column ? t('cards.dialog.inColumn', { column: column.name }) : null}
            {card.archived ? ` · ${t('cards.dialog.archived')}` : null}
          </p>
          <CardShortId cardId={card.id} />
          <CardParentLink card={card} />
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="grid min-w-0 content-start gap-6">
          <CardDescription card={card} canEdit={canEdit} />
          <CardChecklist card={card} canEdit={canEdit} />
          <CardSubtasks card={card} detail={detail} canEdit={canEdit} />
          <CardDependencies card={card} detail={detail} canEdit={canEdit} />
          <CardAttachments card={card} canEdit={canEdit} />
          {mainExtras?.(card, canEdit)}
          <CardComments card={card} />
          <CardActivity card={card} columns={detail.columns} />
        </div>
        <aside className="grid content-start gap-5" aria-label={t('cards.dialog.details')}>
          <CardProperties card={card} detail={detail} canEdit={canEdit} />
          {detailsExtras?.(card, canEdit)}
          <WatchCardButton cardId={card.id} />
          {canEdit ? <CardActions card={card} detail={detail} onDeleted={onClosed} /> : null}
          {asideExtras?.(card, canEdit)}
        </aside>
      </div>
    </div>
  );
}
