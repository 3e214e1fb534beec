import { SEARCH_DEBOUNCE_MS, searchWords } from '@rbax/shared/search';
import { useQuery } from '@tanstack/react-query';
import { Link2, Link2Off, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { BoardIcon } from '@/features/boards/components/board-icon';
import { cardQueryOptions } from '@/features/board/api/get-card';
import { useSearch } from '@/features/search/api/get-search';
import { useDebouncedValue } from '@/features/search/hooks/use-debounced-value';

/**
 * The card a focus session counts for: its title with 'Trocar' and 'Desvincular', or a search
 * to choose one (the global search's API; cards of every board the person can read).
 */
export function FocusCardLink({ cardId, onLink }: { cardId: string | null; onLink: (cardId: string | null) => void }) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const card = useQuery({ ...cardQueryOptions(cardId ?? ''), enabled: cardId !== null });

  if (choosing) {
    return (
      <CardPicker
        onPick={(id) => {
          onLink(id);
          setChoosing(false);
        }}
        onCancel={() => setChoosing(false)}
      />
    );
  }

  if (cardId === null) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed px-3 py-2 text-sm">
        <span className="text-muted-foreground">{t('focus.card.none')}</span>
        <Button variant="outline" size="sm" onClick={() => setChoosing(true)}>
          <Link2 aria-hidden="true" />
          {t('focus.card.choose')}
        </Button>
      </div>
    );
  }

  const title = card.data?.title ?? (card.isError ? t('focus.card.unavailable') : t('common.loading'));
  return (
    <section aria-label={t('focus.card.linked')} className="grid gap-2 rounded-lg border px-3 py-2 text-sm">
      <p className="text-xs text-muted-foreground">{t('focus.card.linked')}</p>
      <p className="truncate font-medium">{title}</p>
      <p className="text-xs text-muted-foreground">{t('focus.card.recordHint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setChoosing(true)}>
          <Link2 aria-hidden="true" />
          {t('focus.card.change')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onLink(null)}>
          <Link2Off aria-hidden="true" />
          {t('focus.card.clear')}
        </Button>
      </div>
    </section>
  );
}

function CardPicker({ onPick, onCancel }: { onPick: (cardId: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const words = searchWords(text);
  const query = useDebouncedValue(words.length > 0 ? text.trim() : null, SEARCH_DEBOUNCE_MS);
  const search = useSearch(query);
  const cards = query ? (search.data?.cards ?? []) : [];

  return (
    <div className="grid gap-2 rounded-lg border px-3 py-2 text-sm" data-escape-local>
      <label htmlFor={inputId} className="text-xs font-medium">
        {t('focus.card.searchLabel')}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={inputId}
          type="search"
          autoFocus
          value={text}
          placeholder={t('focus.card.searchPlaceholder')}
          className="pl-9"
          onChange={(event) => setText(event.target.value)}
          // Esc clears the text, then closes the search (the dialog leaves Esc to it: data-escape-local).
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            if (text === '') onCancel();
            else setText('');
          }}
        />
      </div>
      {query && search.isFetched && cards.length === 0 ? (
        <p className="text-muted-foreground">{t('focus.card.noResults')}</p>
      ) : null}
      {cards.length > 0 ? (
        <ul className="grid max-h-48 gap-1 overflow-y-auto" aria-label={t('focus.card.results')}>
          {cards.map((card) => (
            <li key={card.id}>
              <button
                type="button"
                onClick={() => onPick(card.id)}
                className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded"
                  style={{ backgroundColor: `${card.boardColor}26`, color: card.boardColor }}
                >
                  <BoardIcon name={card.boardIcon} className="size-3.5" />
                </span>
                <span className="grid min-w-0">
                  <span className="truncate font-medium">{card.title}</span>
                  <span className="truncate text-xs text-muted-foreground">{card.boardTitle}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}
