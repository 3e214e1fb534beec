import { CARD_TITLE_MAX, type Card } from '@rbax/shared/cards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useSaveCard } from '@/features/board/api/use-save-card';

/** The dialog's title; click (or Enter on it) to rename, Enter/blur saves, Escape cancels. */
export function CardTitleField({ card, canEdit }: { card: Card; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(card.title);
  const { save } = useSaveCard(card);

  if (editing) {
    const commit = () => {
      const title = value.trim();
      setEditing(false);
      if (title && title !== card.title) save({ title });
    };
    return (
      <>
        <DialogTitle className="sr-only">{card.title}</DialogTitle>
        <Input
          autoFocus
          data-escape-local
          value={value}
          maxLength={CARD_TITLE_MAX}
          aria-label={t('cards.dialog.titleInput')}
          className="h-10 text-lg font-semibold"
          onChange={(event) => setValue(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              setValue(card.title);
              setEditing(false);
            }
          }}
        />
      </>
    );
  }
  return (
    <DialogTitle className="text-xl break-words">
      {canEdit ? (
        <button
          type="button"
          className="rounded-sm text-left outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          onClick={() => {
            setValue(card.title);
            setEditing(true);
          }}
        >
          {card.title}
        </button>
      ) : (
        card.title
      )}
    </DialogTitle>
  );
}
