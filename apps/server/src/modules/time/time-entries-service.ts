import { uuidv7 } from '@rbax/shared/ids';
import {
  entrySeconds,
  latestDateOnEarth,
  TIME_ENTRY_FUTURE_SKEW_MS,
  type CardTimeEntries,
  type ParsedCreateTimeEntryInput,
  type ParsedUpdateTimeEntryInput,
  type TimeEntry,
  type TimeEntryChanges,
} from '@rbax/shared/time/entries';
import { assertTimeEntryChange, canChangeTimeEntry, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { notFound, validationFailed } from '#src/lib/errors.ts';
import { cardForAction } from '#src/modules/cards/cards-service.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import {
  deleteEntryRow,
  entriesOfCard,
  findEntryWithUser,
  insertEntry,
  lockEntry,
  timeZoneOf,
  totalSecondsOfCard,
  updateEntryRow,
  type TimeEntryRow,
} from './time-entries-repository.ts';
import { manualEntrySpan, toTimeEntry, workDateOf } from './time-mapper.ts';

/**
 * Time entries of a card (issues 7 and 21): readers of the board list them; editors record focus
 * sessions and manual entries; an entry is changed or deleted by its author or by an owner or admin
 * of the workspace (lib/access.ts). Every change writes its event in the same transaction.
 */

type D = Pick<Deps, 'db'>;

/** Readers of the board see every entry of the card, its total and its estimate. */
export async function listTimeEntries(deps: D, user: SessionUser, cardId: string): Promise<CardTimeEntries> {
  const { card, access } = await cardForAction(deps.db, user, cardId, 'read');
  const [rows, totalSeconds] = await Promise.all([
    entriesOfCard(deps.db, card.boardId, card.id),
    totalSecondsOfCard(deps.db, card.boardId, card.id),
  ]);
  return {
    entries: rows.map((row) => toTimeEntry(row, canChangeTimeEntry(access, user, row.entry.userId))),
    totalSeconds,
    estimateMinutes: card.estimateMinutes,
  };
}

const refuse = (field: string, message: string) => validationFailed([{ path: [field], message }]);

/** Start, end and day of a new entry; a focus session may not end in the future, nor a manual one be for a day to come. */
async function spanOf(deps: D, user: SessionUser, input: ParsedCreateTimeEntryInput, now: Date) {
  if (input.source === 'manual') {
    if (input.workDate > latestDateOnEarth(now)) throw refuse('workDate', 'validation.workDateInFuture');
    return { ...manualEntrySpan(input.workDate, input.duration), workDate: input.workDate };
  }
  const startedAt = new Date(input.startedAt);
  const endedAt = new Date(input.endedAt);
  if (endedAt.valueOf() > now.valueOf() + TIME_ENTRY_FUTURE_SKEW_MS)
    throw refuse('endedAt', 'validation.timeEntryInFuture');
  return { startedAt, endedAt, workDate: workDateOf(startedAt, await timeZoneOf(deps.db, user.id)) };
}

/**
 * Records time the user spent on a card: a finished focus session or a manual entry. Needs the
 * edit right. A focus session from the past is fine (the offline queue sends it later).
 */
export async function logTimeEntry(
  deps: D,
  user: SessionUser,
  cardId: string,
  input: ParsedCreateTimeEntryInput,
  now = new Date(),
): Promise<TimeEntry> {
  const { card, access } = await cardForAction(deps.db, user, cardId, 'edit');
  const { startedAt, endedAt, workDate } = await spanOf(deps, user, input, now);
  const durationSeconds = entrySeconds(startedAt, endedAt);
  const billable = input.source === 'manual' ? (input.billable ?? false) : false;
  const id = uuidv7();
  await deps.db.transaction(async (tx) => {
    await insertEntry(tx, {
      ...{ id, boardId: card.boardId, cardId: card.id, userId: user.id, source: input.source },
      ...{ startedAt, endedAt, durationSeconds, workDate, billable },
      note: input.source === 'manual' ? (input.note ?? null) : null,
    });
    await appendEvent(tx, {
      boardId: card.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'time.logged',
      entityId: card.id,
      data: { timeEntryId: id, source: input.source, durationSeconds, billable, workDate },
    });
  });
  return toTimeEntry((await findEntryWithUser(deps.db, id))!, true);
}

/** The fields that change, as the row patch and as the event's `changes`. */
function changesOf(row: TimeEntryRow, input: ParsedUpdateTimeEntryInput) {
  const patch: Parameters<typeof updateEntryRow>[2] = {};
  const changes: TimeEntryChanges = {};
  const oldDate = row.workDate ?? workDateOf(row.startedAt, null);
  if (input.workDate !== undefined && input.workDate !== oldDate) {
    patch.workDate = input.workDate;
    changes.workDate = { old: oldDate, new: input.workDate };
  }
  if (input.duration !== undefined && input.duration * 60 !== row.durationSeconds) {
    patch.durationSeconds = input.duration * 60;
    patch.endedAt = new Date(row.startedAt.valueOf() + patch.durationSeconds * 1000);
    changes.durationSeconds = { old: row.durationSeconds, new: patch.durationSeconds };
  }
  if (input.note !== undefined && (input.note ?? null) !== row.note) {
    patch.note = input.note ?? null;
    changes.note = { old: row.note, new: patch.note };
  }
  if (input.billable !== undefined && input.billable !== row.billable) {
    patch.billable = input.billable;
    changes.billable = { old: row.billable, new: input.billable };
  }
  return { patch, changes };
}

/** Changes an entry's day, duration, note or billable flag (its author, or a manager of the workspace). */
export async function updateTimeEntry(
  deps: D,
  user: SessionUser,
  entryId: string,
  input: ParsedUpdateTimeEntryInput,
  now = new Date(),
): Promise<TimeEntry> {
  const found = await findEntryWithUser(deps.db, entryId);
  if (!found) throw notFound();
  const access = await assertTimeEntryChange(deps.db, user, found.entry);
  if (input.workDate !== undefined && input.workDate > latestDateOnEarth(now))
    throw refuse('workDate', 'validation.workDateInFuture');
  await deps.db.transaction(async (tx) => {
    const row = await lockEntry(tx, entryId);
    if (!row) throw notFound();
    const { patch, changes } = changesOf(row, input);
    if (Object.keys(changes).length === 0) return;
    await updateEntryRow(tx, entryId, patch);
    await appendEvent(tx, {
      boardId: row.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'time.updated',
      entityId: row.cardId,
      data: { timeEntryId: row.id, userId: row.userId, changes },
    });
  });
  const updated = await findEntryWithUser(deps.db, entryId);
  if (!updated) throw notFound();
  return toTimeEntry(updated, true);
}

export async function deleteTimeEntry(deps: D, user: SessionUser, entryId: string): Promise<void> {
  const found = await findEntryWithUser(deps.db, entryId);
  if (!found) throw notFound();
  const access = await assertTimeEntryChange(deps.db, user, found.entry);
  await deps.db.transaction(async (tx) => {
    const row = await lockEntry(tx, entryId);
    if (!row) throw notFound();
    await deleteEntryRow(tx, entryId);
    await appendEvent(tx, {
      boardId: row.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'time.deleted',
      entityId: row.cardId,
      data: { timeEntryId: row.id, userId: row.userId, durationSeconds: row.durationSeconds },
    });
  });
}
