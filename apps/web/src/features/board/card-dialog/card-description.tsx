import { CARD_DESCRIPTION_MAX, type Card } from '@rbax/shared/cards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { MarkdownView } from '@/features/board/components/markdown-view';
import { useSaveCard } from '@/features/board/api/use-save-card';

/** Description in Markdown: a sanitized preview, 'Editar' / 'Salvar' / 'Cancelar'. */
export function CardDescription({ card, canEdit }: { card: Card; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const { save, isPending } = useSaveCard(card);
  return (
    <section aria-labelledby="card-description-title" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="card-description-title" className="text-sm font-semibold">
          {t('cards.description.title')}
        </h3>
        {canEdit && !editing ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('cards.description.edit')}
            onClick={() => {
              setValue(card.description ?? '');
              setEditing(true);
            }}
          >
            {t('cards.edit')}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <div className="grid gap-2">
          <Textarea
            autoFocus
            data-escape-local
            rows={8}
            value={value}
            maxLength={CARD_DESCRIPTION_MAX}
            aria-label={t('cards.description.input')}
            placeholder={t('cards.description.placeholder')}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                setEditing(false);
              }
            }}
          />
          <div className="flex gap-2">
            <Button
              size="sm"
              disabled={isPending}
              onClick={() => save({ description: value.trim() ? value : null }, { onSuccess: () => setEditing(false) })}
            >
              {t('cards.save')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : card.description ? (
        <MarkdownView source={card.description} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('cards.description.empty')}</p>
      )}
    </section>
  );
}
