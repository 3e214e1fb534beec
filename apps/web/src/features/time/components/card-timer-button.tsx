import type { Card } from '@rbax/shared/cards';
import { Play, Square } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { timerQueryOptions } from '@/features/time/api/get-timer';
import { useElapsedSeconds } from '@/features/time/hooks/use-elapsed';
import { formatClock } from '@/features/time/lib/format';
import { runAppCommand } from '@/lib/app-commands';
import { cn } from '@/lib/utils';

/**
 * The timer's small control on a card of the board (composed in by the board route; the cards
 * feature does not know about timers). Above the card's link, so a click does not open the card;
 * reachable with Tab after the card's link. While this card's timer runs it shows the elapsed time.
 * A board shows many cards: each reads only whether the timer is its own, and the one handler of
 * the 'timer.toggle' command (the header's) starts or stops it.
 */
export function CardTimerButton({ card }: { card: Card }) {
  const { t } = useTranslation();
  const { data: startedAt = null } = useQuery({
    ...timerQueryOptions(),
    select: (state) => (state.timer?.card?.id === card.id ? state.timer.startedAt : null),
  });
  const here = startedAt !== null;
  const elapsed = useElapsedSeconds(startedAt);
  const label = here ? t('time.timer.stopOn', { card: card.title }) : t('time.timer.startOn', { card: card.title });
  return (
    <button
      type="button"
      data-card-timer={card.id}
      aria-pressed={here}
      aria-label={label}
      title={label}
      draggable={false}
      onClick={(event) => {
        event.stopPropagation();
        runAppCommand({ type: 'timer.toggle', cardId: card.id });
      }}
      onKeyDown={(event) => event.stopPropagation()}
      className={cn(
        'relative z-10 ml-auto inline-flex h-6 min-w-6 items-center justify-center gap-1 rounded-full px-1 text-[0.7rem] outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60',
        here
          ? 'bg-red-500/15 font-medium text-red-700 hover:bg-red-500/25 dark:text-red-300'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      {here ? (
        <>
          <Square aria-hidden="true" className="size-3 fill-current" />
          <span aria-hidden="true" className="font-mono tabular-nums">
            {formatClock(elapsed)}
          </span>
        </>
      ) : (
        <Play aria-hidden="true" className="size-3.5" />
      )}
    </button>
  );
}
