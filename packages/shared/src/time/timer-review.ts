import type { RunningTimer } from './timer.ts';

/** The timer's review rule without its schemas (timer.ts re-exports it): no zod on the first load. */

/** After ten hours a running timer is probably forgotten: the web asks what to do with it. */
export const TIMER_REVIEW_AFTER_MS = 10 * 60 * 60_000;
/** The longest time a stop records on its own (a longer one needs a chosen end, or is discarded). */
export const TIMER_MAX_SECONDS = 24 * 60 * 60;

/** Whether the timer should be reviewed now: running for longer than the limit since started or last kept. */
export function timerNeedsReview(timer: Pick<RunningTimer, 'startedAt' | 'keptAt'>, now: Date): boolean {
  const since = Date.parse(timer.keptAt ?? timer.startedAt);
  return now.valueOf() - since > TIMER_REVIEW_AFTER_MS;
}
