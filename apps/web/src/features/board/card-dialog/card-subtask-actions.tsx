import type { Card } from '@rbax/shared/cards';
import type { TFunction } from 'i18next';
import { CornerRightUp, ListTree } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';
import { comparePositions } from '@/features/board/lib/positions';
import { DestinationSelect } from '@/features/board/components/destination-select';
import { useSaveCard } from '@/features/board/api/use-save-card';
import { useSubtaskProgress } from '@/features/board/api/use-subtasks';

type Props = { card: Card; detail: BoardDetailData };

/**
 * The card's place in the subtask tree (decision 040): a subtask offers 'Transformar em card';
 * a card without subtasks offers 'Transformar em subtarefa de…' with a choice of the board's cards.
 */
export function CardSubtaskActions({ card, detail }: Props) {
  const { t } = useTranslation();
  const { save } = useSaveCard(card);
  const hasSubtasks = useSubtaskProgress(card.boardId, card.id) !== undefined;
  const [open, setOpen] = useState(false);
  if (card.archived || hasSubtasks) return null;
  if (card.parentId) {
    return (
      <Button
        variant="outline"
        size="sm"
        className="justify-start"
        onClick={() =>
          save({ parentId: null }, { onSuccess: () => toast.success(t('cards.subtasks.toasts.promoted')) })
        }
      >
        <CornerRightUp aria-hidden="true" />
        {t('cards.subtasks.promote')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" className="justify-start" aria-expanded={open} onClick={() => setOpen(!open)}>
        <ListTree aria-hidden="true" />
        {t('cards.subtasks.demote')}
      </Button>
      {open ? (
        <div className="rounded-md border p-3">
          <DemoteForm
            card={card}
            detail={detail}
            onCancel={() => setOpen(false)}
            onSubmit={(parentId) => {
              setOpen(false);
              save({ parentId }, { onSuccess: () => toast.success(t('cards.subtasks.toasts.demoted')) });
            }}
          />
        </div>
      ) : null}
    </>
  );
}

/** The board's cards that may be this one's parent: cards of the board (not subtasks), in board order. */
function parentCandidates(card: Card, detail: BoardDetailData, t: TFunction) {
  const columns = [...detail.columns].sort(comparePositions);
  const rank = new Map(columns.map((column, index) => [column.id, index]));
  return detail.cards
    .filter((item) => item.parentId === null && item.id !== card.id && rank.has(item.columnId))
    .sort((a, b) => rank.get(a.columnId)! - rank.get(b.columnId)! || comparePositions(a, b))
    .map((item) => ({
      value: item.id,
      label: t('cards.subtasks.parentOption', {
        title: item.title,
        column: columns[rank.get(item.columnId)!]?.name ?? '',
      }),
    }));
}

function DemoteForm({
  card,
  detail,
  onSubmit,
  onCancel,
}: Props & { onSubmit: (parentId: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const options = parentCandidates(card, detail, t);
  const [parentId, setParentId] = useState(options[0]?.value ?? '');
  if (options.length === 0) return <p className="text-sm text-muted-foreground">{t('cards.subtasks.demoteNone')}</p>;
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (parentId) onSubmit(parentId);
      }}
    >
      <DestinationSelect
        id="subtask-parent"
        label={t('cards.subtasks.demoteParent')}
        value={parentId}
        options={options}
        onChange={(event) => setParentId(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {t('cards.subtasks.demoteSubmit')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
