import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** Five stars to choose from: a radio group (arrow keys move, the label says the number). */
export function StarInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('marketplace.reviews.rating')} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t('marketplace.reviews.stars', { count: n })}
          tabIndex={value === n || (value === 0 && n === 1) ? 0 : -1}
          onClick={() => onChange(n)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowUp') onChange(Math.min(5, value + 1));
            if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') onChange(Math.max(1, value - 1));
          }}
          className="rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <Star
            aria-hidden="true"
            className={cn('size-6', n <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
          />
        </button>
      ))}
    </div>
  );
}

/** A rating shown as stars, read out as "4 de 5 estrelas". */
export function StarsShown({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('marketplace.reviews.outOfFive', { rating: value })} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= Math.round(value) ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')}
        />
      ))}
    </span>
  );
}
