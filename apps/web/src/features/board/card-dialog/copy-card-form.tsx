import { CARD_TITLE_MAX, type Card } from '@rbax/shared/cards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cardPath } from '@/config/paths';
import type { BoardDetailData } from '@/features/board/api/get-board-detail';
import { useCopyCard } from '@/features/board/api/copy-card';
import { DestinationSelect } from '@/features/board/components/destination-select';
import { useDestinationBoard } from '@/features/board/api/use-destination-board';

/**
 * The 'Copiar card' dialog's body: title, board (this one or another the user can
 * edit) and column. A copy on this board opens at once; one on another board is
 * announced by a toast whose 'Abrir cópia' opens it.
 */
export function CopyCardForm({ card, detail, onClose }: { card: Card; detail: BoardDetailData; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [title, setTitle] = useState(() =>
    t('cards.copy.defaultTitle', { title: card.title }).slice(0, CARD_TITLE_MAX),
  );
  const destination = useDestinationBoard(card, detail);
  const { boardId, columns } = destination;
  const [columnId, setColumnId] = useState(card.columnId);
  const column = columns.find((item) => item.id === columnId) ?? columns[0];
  const copy = useCopyCard({
    onCopied: (created) => {
      onClose();
      const open = () => void navigate(cardPath(created.boardId, created.id));
      if (created.boardId === card.boardId) {
        toast.success(t('cards.toasts.copied'));
        open();
      } else {
        toast.success(t('cards.toasts.copiedToBoard', { board: destination.title }), {
          action: { label: t('cards.copy.open'), onClick: open },
          // Longer than the default: the action is the way to reach the copy.
          duration: 10_000,
        });
      }
    },
  });

  return (
    <form
      className="grid min-w-0 gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim() || !column) return;
        copy.mutate(
          {
            id: card.id,
            columnId: column.id,
            title: title.trim(),
            ...(boardId !== card.boardId ? { boardId } : {}),
          },
          { onError: () => toast.error(t('cards.toasts.copyFailed')) },
        );
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('cards.copy.title')}</DialogTitle>
        <DialogDescription>{t('cards.copy.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor="copy-title">{t('cards.copy.titleInput')}</Label>
        <Input
          id="copy-title"
          value={title}
          maxLength={CARD_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <DestinationSelect
        id="copy-board"
        label={t('cards.move.board')}
        value={boardId}
        options={destination.options.map((option) => ({ value: option.id, label: option.title }))}
        onChange={(event) => {
          destination.setBoardId(event.target.value);
          setColumnId('');
        }}
      />
      <DestinationSelect
        id="copy-column"
        label={t('cards.move.column')}
        value={column?.id ?? ''}
        disabled={columns.length === 0}
        options={columns.map((item) => ({ value: item.id, label: item.name }))}
        onChange={(event) => setColumnId(event.target.value)}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={copy.isPending || !title.trim() || !column}>
          {t('cards.copy.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
