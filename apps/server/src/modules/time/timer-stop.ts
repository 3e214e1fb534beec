import { uuidv7 } from '@rbax/shared/ids';
import { entrySeconds, TIME_ENTRY_FUTURE_SKEW_MS } from '@rbax/shared/time/entries';
import { TIMER_MAX_SECONDS } from '@rbax/shared/time/timer';
import type { Db } from '#src/db/client.ts';
import { AppError, validationFailed } from '#src/lib/errors.ts';
import { insertEntry } from './time-entries-repository.ts';
import { workDateOf } from './time-mapper.ts';
import type { TimerRow } from './timer-repository.ts';

/** Why a timer stopped, as `time.stopped` says: by its owner, by starting another, or thrown away. */
export type StopReason = 'stopped' | 'switched' | 'discarded';

const endInvalid = (message: string) => validationFailed([{ path: ['endedAt'], message }]);

/**
 * The end a stop records: the chosen one (after the start, not in the future) or now. A timer
 * that ran longer than TIMER_MAX_SECONDS is not recorded by itself (409): it was most likely
 * forgotten, and its owner chooses an end or discards it.
 */
export function timerEnd(timer: Pick<TimerRow, 'startedAt'>, chosen: string | undefined, now: Date): Date {
  const end = chosen ? new Date(chosen) : now;
  if (chosen && (end <= timer.startedAt || end.valueOf() > now.valueOf() + TIME_ENTRY_FUTURE_SKEW_MS))
    throw endInvalid('validation.timerEndInvalid');
  if (entrySeconds(timer.startedAt, end) > TIMER_MAX_SECONDS) {
    if (chosen) throw endInvalid('validation.durationTooLong');
    throw new AppError(409, 'conflict', 'errors.timerTooLong');
  }
  return end;
}

/** Writes the entry of a stopped timer (source `timer`); none under a second. */
export async function recordTimerEntry(
  tx: Db,
  userId: string,
  timer: TimerRow,
  endedAt: Date,
  zone: string | null,
): Promise<{ id: string; durationSeconds: number } | null> {
  const durationSeconds = entrySeconds(timer.startedAt, endedAt);
  if (durationSeconds < 1) return null;
  const id = uuidv7();
  await insertEntry(tx, {
    ...{ id, boardId: timer.boardId, cardId: timer.cardId, userId, source: 'timer' },
    ...{ startedAt: timer.startedAt, endedAt, durationSeconds, workDate: workDateOf(timer.startedAt, zone) },
    ...{ billable: timer.billable, note: timer.note },
  });
  return { id, durationSeconds };
}
