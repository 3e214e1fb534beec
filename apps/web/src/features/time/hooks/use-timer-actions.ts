import type { StopTimerInput } from '@rbax/shared/time/timer';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useTimer } from '@/features/time/api/get-timer';
import { useStartTimer, useStopTimer } from '@/features/time/api/timer-mutations';
import { ApiError } from '@/lib/api-client';
import { runAppCommand } from '@/lib/app-commands';
import { formatDuration } from '@/lib/duration';

/**
 * Start, stop and toggle the person's timer from anywhere (card face, card dialog, header, the
 * shortcut and the palette), with the same toasts everywhere. A 409 on a timer that ran too long
 * opens the review question instead of failing silently.
 */
export function useTimerActions() {
  const { t, i18n } = useTranslation();
  const timer = useTimer();
  const start = useStartTimer();
  const stop = useStopTimer();
  const running = timer.data?.timer ?? null;

  const onError = useCallback(
    (error: Error) => {
      if (error instanceof ApiError && error.status === 409) {
        void timer.refetch();
        runAppCommand({ type: 'timer.review' });
      }
      toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('time.timer.failed'));
    },
    [t, timer],
  );

  const startOn = useCallback(
    (cardId: string) =>
      start.mutate(
        { cardId },
        {
          onSuccess: ({ timer: started, stopped }) => {
            const card = started.card?.title ?? '';
            toast.success(
              stopped
                ? t('time.timer.switched', { card, time: formatDuration(stopped.durationSeconds, i18n.language) })
                : t('time.timer.started', { card }),
            );
          },
          onError,
        },
      ),
    [start, onError, t, i18n.language],
  );

  const stopRunning = useCallback(
    (input: StopTimerInput = {}) => {
      const card = running?.card?.title ?? '';
      stop.mutate(input, {
        onSuccess: ({ entry }) => {
          if (input?.discard) toast.success(t('time.timer.discarded'));
          else if (entry)
            toast.success(
              t('time.timer.stopped', { card, time: formatDuration(entry.durationSeconds, i18n.language) }),
            );
          else toast.success(t('time.timer.stoppedNothing'));
        },
        onError,
      });
    },
    [stop, running, onError, t, i18n.language],
  );

  /** On a card: stop when it is the running one, else start there. Without a card: stop what runs. */
  const toggle = useCallback(
    (cardId?: string) => {
      if (running && (!cardId || running.card?.id === cardId)) stopRunning();
      else if (cardId) startOn(cardId);
      else toast.info(t('time.timer.noCard'));
    },
    [running, startOn, stopRunning, t],
  );

  return { running, timer, toggle, startOn, stopRunning, pending: start.isPending || stop.isPending };
}
