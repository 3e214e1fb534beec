import { CARD_TITLE_MAX } from '@rbax/shared/cards';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useCreateCard } from '@/features/board/api/create-card';
import { usePlanLimitPrompt } from '@/features/billing/components/plan-limit-prompt';
import { useCreateIntent } from '@/lib/use-create-intent';

/**
 * 'Adicionar card': Enter adds and keeps the composer open for the next one, Escape closes.
 * `openOnArrival`: this (first) column's composer opens when the board is reached with
 * `?new=card` (the 'Novo card' quick action).
 */
export function CardComposer({
  boardId,
  columnId,
  columnName,
  openOnArrival = false,
}: {
  boardId: string;
  columnId: string;
  columnName: string;
  openOnArrival?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const create = useCreateCard(boardId);
  const planLimitPrompt = usePlanLimitPrompt();
  useCreateIntent('card', openOnArrival, () => setOpen(true));

  const submit = () => {
    const value = title.trim();
    if (!value) return;
    setTitle('');
    create.mutate(
      { columnId, title: value },
      {
        // A plan's refusal says why, with 'Fazer upgrade'; anything else is the generic message.
        onError: (error) => {
          if (!planLimitPrompt(error)) toast.error(t('boardView.toasts.cardCreateFailed'));
        },
      },
    );
  };

  if (!open) {
    return (
      <div className="p-2">
        <Button
          variant="ghost"
          size="sm"
          className="w-full justify-start text-muted-foreground"
          aria-label={t('boardView.card.addIn', { name: columnName })}
          onClick={() => setOpen(true)}
        >
          <Plus aria-hidden="true" />
          {t('boardView.card.add')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="grid gap-2 p-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        autoFocus
        rows={2}
        maxLength={CARD_TITLE_MAX}
        value={title}
        placeholder={t('boardView.card.titlePlaceholder')}
        aria-label={t('boardView.card.titleInput', { name: columnName })}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            setOpen(false);
            setTitle('');
          }
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!title.trim()}>
          {t('boardView.card.addSubmit')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => {
            setOpen(false);
            setTitle('');
          }}
        >
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
