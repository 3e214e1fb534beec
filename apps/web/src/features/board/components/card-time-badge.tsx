import type { Card } from '@rbax/shared/cards';
import { formatMinutes, formatSeconds } from '@rbax/shared/time/duration';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * Time spent against the estimate on a card's face (issue 21): '1h30 / 4h' with a thin bar that
 * turns red past the estimate; just the time spent when there is no estimate; nothing when neither.
 * Read from the card's own fields, so the cards feature needs nothing of the time feature.
 */
export function CardTimeBadge({ card }: { card: Pick<Card, 'timeSpentSeconds' | 'estimateMinutes'> }) {
  const { t } = useTranslation();
  const spent = card.timeSpentSeconds;
  const estimate = card.estimateMinutes;
  if (spent === 0 && !estimate) return null;
  const over = estimate !== null && spent > estimate * 60;
  const share = estimate ? Math.min(spent / (estimate * 60), 1) : 0;
  const label = estimate
    ? t('cards.face.timeOfEstimate', { spent: formatSeconds(spent), estimate: formatMinutes(estimate) })
    : t('cards.face.time', { spent: formatSeconds(spent) });
  return (
    <span
      data-testid="card-time"
      data-over={over || undefined}
      className={cn('inline-flex flex-col gap-0.5', over && 'font-medium text-destructive')}
      title={over ? `${label} · ${t('cards.face.overEstimate')}` : label}
    >
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        <span aria-hidden="true" className="tabular-nums">
          {estimate ? `${formatSeconds(spent)} / ${formatMinutes(estimate)}` : formatSeconds(spent)}
        </span>
        <span className="sr-only">{over ? `${label}, ${t('cards.face.overEstimate')}` : label}</span>
      </span>
      {estimate ? (
        <span aria-hidden="true" className="h-1 w-full overflow-hidden rounded-full bg-muted">
          <span
            className={cn('block h-full rounded-full', over ? 'bg-destructive' : 'bg-primary/70')}
            style={{ width: `${share * 100}%` }}
          />
        </span>
      ) : null}
    </span>
  );
}
