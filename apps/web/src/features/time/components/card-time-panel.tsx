import type { Card } from '@rbax/shared/cards';
import { CARD_ESTIMATE_MAX_MINUTES } from '@rbax/shared/cards';
import { formatMinutes, formatSeconds, parseDuration } from '@rbax/shared/time/duration';
import { Play, Square, Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSaveCard } from '@/features/board/api/use-save-card';
import { useCardTimeEntries } from '@/features/time/api/get-card-time-entries';
import { useElapsedSeconds } from '@/features/time/hooks/use-elapsed';
import { useTimerActions } from '@/features/time/hooks/use-timer-actions';
import { formatClock } from '@/features/time/lib/format';
import { cn } from '@/lib/utils';

/**
 * 'Tempo' in the card dialog's side column (issue 21, composed in by the card route): time spent
 * against the estimate with a bar that turns red past it, the estimate (typed like 4h or 2h30),
 * and the timer's start/stop button for this card.
 */
export function CardTimePanel({ card, canEdit }: { card: Card; canEdit: boolean }) {
  const { t } = useTranslation();
  const entries = useCardTimeEntries(card.id);
  const { running, toggle, pending } = useTimerActions();
  const here = running?.card?.id === card.id;
  const elapsed = useElapsedSeconds(here ? running?.startedAt : null);
  const spent = entries.data?.totalSeconds ?? card.timeSpentSeconds;
  const estimate = card.estimateMinutes;
  const share = estimate ? spent / (estimate * 60) : 0;
  const over = estimate !== null && spent > estimate * 60;

  return (
    <section aria-labelledby={`time-panel-${card.id}`} className="grid gap-2 text-sm">
      <h3 id={`time-panel-${card.id}`} className="flex items-center gap-1.5 font-medium">
        <Timer aria-hidden="true" className="size-4 text-muted-foreground" />
        {t('time.panel.title')}
      </h3>
      <p className="text-muted-foreground" data-testid="card-time-spent">
        {estimate !== null ? (
          <span className={cn('font-medium text-foreground tabular-nums', over && 'text-destructive')}>
            {t('time.panel.spentOfEstimate', { spent: formatSeconds(spent), estimate: formatMinutes(estimate) })}
          </span>
        ) : (
          <span className="font-medium text-foreground tabular-nums">
            {t('time.panel.spent', { spent: formatSeconds(spent) })}
          </span>
        )}
        {over ? ` · ${t('time.panel.over', { time: formatSeconds(spent - estimate * 60) })}` : null}
      </p>
      {estimate ? (
        <div
          role="meter"
          aria-label={t('time.panel.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(Math.min(share, 1) * 100)}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', over ? 'bg-destructive' : 'bg-primary')}
            style={{ width: `${Math.min(share, 1) * 100}%` }}
          />
        </div>
      ) : null}
      {/* A new estimate (saved here or by someone else) starts the field again from it. */}
      {canEdit ? <EstimateField key={estimate ?? 'none'} card={card} /> : null}
      {canEdit && !card.archived ? (
        <Button
          variant={here ? 'destructive' : 'outline'}
          size="sm"
          className="justify-start"
          aria-pressed={here}
          disabled={pending}
          onClick={() => toggle(card.id)}
        >
          {here ? <Square aria-hidden="true" className="fill-current" /> : <Play aria-hidden="true" />}
          {here ? t('time.timer.stop') : t('time.timer.start')}
          {here ? <span className="ml-auto font-mono tabular-nums">{formatClock(elapsed)}</span> : null}
        </Button>
      ) : null}
    </section>
  );
}

/** The estimate as typed text (4h, 2h30): saved on blur or Enter, emptied to remove it; a bad one is said under it. */
function EstimateField({ card }: { card: Card }) {
  const { t } = useTranslation();
  const id = useId();
  const { save } = useSaveCard(card);
  const shown = card.estimateMinutes === null ? '' : formatMinutes(card.estimateMinutes);
  const [text, setText] = useState(shown);
  const [error, setError] = useState(false);

  const commit = () => {
    const trimmed = text.trim();
    const minutes = trimmed === '' ? null : parseDuration(trimmed);
    if (trimmed !== '' && (minutes === null || minutes > CARD_ESTIMATE_MAX_MINUTES)) return setError(true);
    setError(false);
    if (minutes !== card.estimateMinutes) save({ estimateMinutes: minutes });
  };

  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {t('time.panel.estimate')}
      </label>
      <Input
        id={id}
        className="h-8"
        value={text}
        placeholder={t('time.panel.estimatePlaceholder')}
        autoComplete="off"
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {t('validation.estimateInvalid', { ns: 'shared' })}
        </p>
      ) : null}
    </div>
  );
}
