import type { Card } from '@rbax/shared/cards';
import { wouldCreateCycle, type CardDependency } from '@rbax/shared/views/dependencies';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type DependencyPickerProps = {
  card: Card;
  cards: readonly Card[];
  dependencies: readonly CardDependency[];
  onPick: (other: Card) => void;
};

/** Few enough to read; typing narrows the board's cards down. */
const SHOWN = 8;

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * 'Este card depende de…' (issue 22): the board's other cards, found by typing their title; one
 * that would close a cycle is shown but cannot be chosen ('Criaria um ciclo'), one already chosen
 * is left out — the same rules the server applies, checked before asking.
 */
export function DependencyPicker({ card, cards, dependencies, onPick }: DependencyPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const words = folded(query).split(/\s+/).filter(Boolean);
    const taken = new Set(dependencies.filter((edge) => edge.cardId === card.id).map((edge) => edge.dependsOnId));
    return cards
      .filter((other) => other.id !== card.id && !other.archived && !taken.has(other.id))
      .filter((other) => words.every((word) => folded(other.title).includes(word)))
      .slice(0, SHOWN);
  }, [query, cards, card.id, dependencies]);

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('cards.dependencies.addLabel')}
      </label>
      <Input
        id={id}
        type="search"
        autoComplete="off"
        value={query}
        placeholder={t('cards.dependencies.search')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul aria-label={t('cards.dependencies.choose')} className="grid max-h-64 gap-1 overflow-y-auto">
        {matches.length === 0 ? (
          <li className="px-2 py-1.5 text-sm text-muted-foreground">{t('cards.dependencies.noMatch')}</li>
        ) : null}
        {matches.map((other) => {
          const cycle = wouldCreateCycle(dependencies, card.id, other.id);
          return (
            <li key={other.id}>
              <button
                type="button"
                disabled={cycle}
                onClick={() => onPick(other)}
                className={cn(
                  'flex w-full items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary',
                  cycle && 'cursor-not-allowed opacity-60',
                )}
              >
                <span className="truncate">{other.title}</span>
                {cycle ? (
                  <span className="shrink-0 text-xs text-muted-foreground">{t('cards.dependencies.cycle')}</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
