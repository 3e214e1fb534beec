import { uuidv7 } from '@rbax/shared/ids';
import type { TimeEntry } from '@rbax/shared/time/entries';
import {
  type RunningTimer,
  type StartTimerInput,
  type StartTimerResponse,
  type StopTimerInput,
  type StopTimerResponse,
  type TimerState,
} from '@rbax/shared/time/timer';
import type { Db } from '#src/db/client.ts';
import { boardLevelAllows, timerBoardLevel, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, notFound } from '#src/lib/errors.ts';
import { cardForAction } from '#src/modules/cards/cards-service.ts';
import { announceToUser, appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { findEntryWithUser, timeZoneOf } from './time-entries-repository.ts';
import { toTimeEntry } from './time-mapper.ts';
import { recordTimerEntry, timerEnd, type StopReason } from './timer-stop.ts';
import {
  deleteTimer,
  insertTimer,
  lockTimersOf,
  markTimerKept,
  timerOf,
  type TimerWithCard,
} from './timer-repository.ts';

/**
 * The running timer (issue 21, shared `time/timer.ts`): one per person, kept in the database, so
 * every device and every reload sees the same. Starting another stops the running one and
 * records its time; every start and stop is an event of the card's board, in the same
 * transaction, and tells the person's other tabs and devices (their realtime channel).
 */

type D = Pick<Deps, 'db'>;

/** What the person's own channel hears after a timer change: their other tabs read the timer again. */
export const TIMER_CHANGED = 'timer.changed';

async function runningTimerOf(db: Db, user: SessionUser, row: TimerWithCard): Promise<RunningTimer | null> {
  const level = await timerBoardLevel(db, user, { id: row.timer.boardId, workspaceId: row.workspaceId });
  if (level === 'unreachable') return null;
  const { timer } = row;
  return {
    id: timer.id,
    startedAt: timer.startedAt.toISOString(),
    keptAt: timer.keptAt?.toISOString() ?? null,
    billable: timer.billable,
    note: timer.note,
    card:
      level === null
        ? null
        : { id: timer.cardId, title: row.cardTitle, boardId: timer.boardId, boardTitle: row.boardTitle },
  };
}

/** `GET /api/v1/timer`: the caller's running timer, if any, and the server's clock. */
export async function getTimer(deps: D, user: SessionUser, now = new Date()): Promise<TimerState> {
  const row = await timerOf(deps.db, user.id);
  return { timer: row ? await runningTimerOf(deps.db, user, row) : null, now: now.toISOString() };
}

/**
 * Ends the running timer inside the caller's transaction (their timers locked): records its entry
 * when they may still edit the card's board and it lasted a second or more, writes `time.stopped`
 * when they still read the board, and deletes the row. Null entry id: nothing recorded.
 */
async function finishTimer(
  tx: Db,
  user: SessionUser,
  row: TimerWithCard,
  stop: { reason: StopReason; endedAt: Date },
): Promise<string | null> {
  const level = await timerBoardLevel(tx, user, { id: row.timer.boardId, workspaceId: row.workspaceId });
  if (level === 'unreachable') throw notFound();
  await deleteTimer(tx, user.id);
  if (level === null) return null;
  const zone = await timeZoneOf(tx, user.id);
  const recorded =
    stop.reason !== 'discarded' && boardLevelAllows(level, 'edit')
      ? await recordTimerEntry(tx, user.id, row.timer, stop.endedAt, zone)
      : null;
  await appendEvent(tx, {
    boardId: row.timer.boardId,
    workspaceId: row.workspaceId,
    actorId: user.id,
    kind: 'time.stopped',
    entityId: row.timer.cardId,
    data: {
      timerId: row.timer.id,
      reason: stop.reason,
      timeEntryId: recorded?.id ?? null,
      durationSeconds: recorded?.durationSeconds ?? 0,
    },
  });
  return recorded?.id ?? null;
}

const entryOf = async (db: Db, id: string | null): Promise<TimeEntry | null> => {
  const found = id ? await findEntryWithUser(db, id) : undefined;
  return found ? toTimeEntry(found, true) : null;
};

/**
 * `POST /api/v1/cards/:id/timer/start` (edit on the card's board). A timer already running on
 * this card stays as it is; one on another card is stopped first ('switched', its time recorded).
 */
export async function startTimer(
  deps: D,
  user: SessionUser,
  cardId: string,
  input: StartTimerInput,
  now = new Date(),
): Promise<StartTimerResponse> {
  const { card, access } = await cardForAction(deps.db, user, cardId, 'edit');
  if (card.archived) throw new AppError(409, 'conflict', 'errors.timerCardArchived');
  const stoppedId = await deps.db.transaction(async (tx) => {
    await lockTimersOf(tx, user.id);
    const current = await timerOf(tx, user.id);
    if (current?.timer.cardId === card.id) return null;
    const stopped = current
      ? await finishTimer(tx, user, current, { reason: 'switched', endedAt: timerEnd(current.timer, undefined, now) })
      : null;
    const id = uuidv7();
    await insertTimer(tx, {
      ...{ userId: user.id, id, boardId: card.boardId, cardId: card.id, startedAt: now },
      ...{ billable: input?.billable ?? false, note: input?.note ?? null },
    });
    await appendEvent(tx, {
      boardId: card.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'time.started',
      entityId: card.id,
      data: { timerId: id, startedAt: now.toISOString() },
    });
    await announceToUser(tx, user.id, { kind: TIMER_CHANGED });
    return stopped;
  });
  const { timer } = await getTimer(deps, user, now);
  if (!timer) throw notFound();
  return { timer, stopped: await entryOf(deps.db, stoppedId) };
}

/**
 * `POST /api/v1/timer/stop`: records the time up to now or to a chosen end, or discards it. With
 * no timer running it answers `{ entry: null }` (a second tab stopping the same timer).
 */
export async function stopTimer(
  deps: D,
  user: SessionUser,
  input: StopTimerInput,
  now = new Date(),
): Promise<StopTimerResponse> {
  const entryId = await deps.db.transaction(async (tx) => {
    await lockTimersOf(tx, user.id);
    const current = await timerOf(tx, user.id);
    if (!current) return null;
    const reason: StopReason = input?.discard ? 'discarded' : 'stopped';
    const endedAt = reason === 'discarded' ? now : timerEnd(current.timer, input?.endedAt, now);
    const recorded = await finishTimer(tx, user, current, { reason, endedAt });
    await announceToUser(tx, user.id, { kind: TIMER_CHANGED });
    return recorded;
  });
  return { entry: await entryOf(deps.db, entryId) };
}

/** `POST /api/v1/timer/keep`: the person keeps a long-running timer; the question comes back ten hours later. */
export async function keepTimer(deps: D, user: SessionUser, now = new Date()): Promise<TimerState> {
  await markTimerKept(deps.db, user.id, now);
  return getTimer(deps, user, now);
}
