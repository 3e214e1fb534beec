import { timerNeedsReview } from '@rbax/shared/time/timer-review';
import { useEffect, useState } from 'react';
import { serverNow, useTimer } from '@/features/time/api/get-timer';
import { onAppCommand } from '@/lib/app-commands';
import { lazyDialog } from '@/lib/lazy-dialog';

/** The dialog itself loads the first time a timer needs a review (issue 25). */
export const LazyTimerReview = lazyDialog(() =>
  import('@/features/time/components/timer-review-view').then((module) => module.TimerReviewView),
);

/**
 * 'O cronômetro ainda está ligado' (issue 21): a timer running for more than ten hours is asked
 * about at the next visit — keep counting, save up to a chosen end, or discard it. Also opened
 * by the 'timer.review' command when a stop was refused for being too long.
 */
export function TimerReviewDialog() {
  const timer = useTimer().data?.timer ?? null;
  const [asked, setAsked] = useState<string | null>(null);
  const [forced, setForced] = useState(false);
  const key = timer ? `${timer.id}:${timer.keptAt ?? ''}` : null;
  const due = timer !== null && timerNeedsReview(timer, new Date(serverNow()));
  const open = timer !== null && (forced || (due && asked !== key));

  useEffect(() => onAppCommand((command) => command.type === 'timer.review' && setForced(true)), []);
  const close = () => {
    setAsked(key);
    setForced(false);
  };

  return <LazyTimerReview open={open} timer={timer} reviewKey={key} onClose={close} />;
}
