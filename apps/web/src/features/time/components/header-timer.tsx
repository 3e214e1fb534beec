import { Square } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { Button } from '@/components/ui/button';
import { cardPath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { TimerReviewDialog } from '@/features/time/components/timer-review-dialog';
import { useElapsedSeconds } from '@/features/time/hooks/use-elapsed';
import { useTimerActions } from '@/features/time/hooks/use-timer-actions';
import { useTimerRealtime } from '@/features/time/hooks/use-timer-realtime';
import { formatClock } from '@/features/time/lib/format';
import { onAppCommand } from '@/lib/app-commands';

/** The card the person is on: the open card dialog, else the card link that has the focus. */
function cardInContext(openCardId: string | undefined): string | undefined {
  if (openCardId) return openCardId;
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return focused?.closest<HTMLElement>('[data-card-link]')?.dataset.cardLink ?? undefined;
}

/**
 * The running timer in the shell's header (issue 21): elapsed time and the card (a link to it),
 * and a stop button; nothing while no timer runs. It also answers the 'timer.toggle' command (the
 * shortcut and the palette) and asks about a timer left running too long.
 */
export function HeaderTimer() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { running, toggle, stopRunning, pending } = useTimerActions();
  const openCard = useMatch(paths.card)?.params.cardId;
  useTimerRealtime(user?.id);
  const elapsed = useElapsedSeconds(running?.startedAt);

  useEffect(
    () =>
      onAppCommand((command) => {
        if (command.type === 'timer.toggle') toggle(command.cardId ?? cardInContext(openCard));
      }),
    [toggle, openCard],
  );

  const card = running?.card;
  const title = card?.title ?? t('time.timer.unavailableCard');
  return (
    <>
      {running ? (
        <div
          data-testid="header-timer"
          className="flex h-8 min-w-0 items-center gap-1 rounded-full border border-red-500/40 bg-red-500/10 pr-0.5 pl-2 sm:gap-1.5 sm:pl-2.5"
        >
          <span aria-hidden="true" className="relative hidden size-2 shrink-0 sm:flex">
            <span className="absolute inline-flex size-full rounded-full bg-red-500 opacity-75 motion-safe:animate-ping" />
            <span className="relative inline-flex size-2 rounded-full bg-red-500" />
          </span>
          {card ? (
            <Link
              to={cardPath(card.boardId, card.id)}
              className="flex min-w-0 items-center gap-1.5 rounded-sm text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
              title={t('time.timer.runningOn', { card: title })}
            >
              <span className="font-mono font-medium tabular-nums">{formatClock(elapsed)}</span>
              <span className="hidden max-w-44 truncate text-muted-foreground lg:inline">{title}</span>
              <span className="sr-only">{t('time.timer.runningOn', { card: title })}</span>
            </Link>
          ) : (
            <span className="flex items-center gap-1.5 text-sm">
              <span className="font-mono font-medium tabular-nums">{formatClock(elapsed)}</span>
              <span className="hidden text-muted-foreground lg:inline">{title}</span>
            </span>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="size-7 rounded-full text-red-700 hover:bg-red-500/20 dark:text-red-300"
            disabled={pending}
            onClick={() => stopRunning(card ? {} : { discard: true })}
            aria-label={t('time.timer.stopOn', { card: title })}
            title={t('time.timer.stop')}
          >
            <Square aria-hidden="true" className="fill-current" />
          </Button>
        </div>
      ) : null}
      <TimerReviewDialog />
    </>
  );
}
