import type { Card } from '@rbax/shared/cards';
import { useId, useState, type FormEvent } from 'react';
import type { MessageKey } from '@rbax/shared/messages';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { checkDate } from '@/features/board/lib/card-edits';
import { fromDateInputValue, toDateInputValue } from '@/lib/dates';

type CardDatesDialogProps = {
  card: Card | null;
  onClose: () => void;
  onSave: (card: Card, dates: { startDate: string | null; dueDate: string | null }) => void;
};

/**
 * 'Mudar datas…' (issue 22): the keyboard's way to do what dragging does in the calendar and the
 * timeline — a start and a due date typed or picked, checked by the card's own rule (the due date
 * on or after the start).
 */
export function CardDatesDialog({ card, onClose, onSave }: CardDatesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={card !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-md">
        {card ? <DatesForm key={card.id} card={card} onClose={onClose} onSave={onSave} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DatesForm({ card, onClose, onSave }: CardDatesDialogProps & { card: Card }) {
  const { t } = useTranslation();
  const id = useId();
  const [start, setStart] = useState(toDateInputValue(card.startDate));
  const [due, setDue] = useState(toDateInputValue(card.dueDate));
  const [error, setError] = useState<MessageKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startDate = start ? fromDateInputValue(start, 'start') : null;
    const dueDate = due ? fromDateInputValue(due, 'end') : null;
    const checked = checkDate({ ...card, startDate }, 'dueDate', dueDate);
    if (checked.error) return setError(checked.error);
    onSave(card, { startDate, dueDate });
    onClose();
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('boardView.calendar.dialogTitle', { title: card.title })}</DialogTitle>
        <DialogDescription>{t('boardView.calendar.dialogDescription')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-start`}>{t('boardView.calendar.start')}</Label>
          <Input id={`${id}-start`} type="date" value={start} onChange={(event) => setStart(event.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-due`}>{t('boardView.calendar.due')}</Label>
          <Input
            id={`${id}-due`}
            type="date"
            value={due}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setDue(event.target.value);
              setError(null);
            }}
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {t(error, { ns: 'shared' })}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('boardView.calendar.cancel')}
        </Button>
        <Button type="submit">{t('boardView.calendar.save')}</Button>
      </DialogFooter>
    </form>
  );
}
