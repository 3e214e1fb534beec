import {
  entrySeconds,
  TIME_ENTRY_FUTURE_SKEW_MS,
  type CardTimeEntries,
  type CreateTimeEntryInput,
  type TimeEntry,
} from '@rbax/shared/time-entries';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { validationFailed } from '#src/lib/errors.ts';
import { uuidv7 } from '@rbax/shared/ids';
import { cardForAction } from '#src/modules/cards/cards-service.ts';
import {
  entriesOfCard,
  findEntryWithUser,
  insertEntry,
  totalSecondsOfCard,
  type TimeEntryWithUser,
} from './time-entries-repository.ts';

type D = Pick<Deps, 'db'>;

const toTimeEntry = ({ entry, userName, userImage }: TimeEntryWithUser): TimeEntry => ({
  id: entry.id,
  cardId: entry.cardId,
  user: entry.userId ? { id: entry.userId, name: userName ?? '', image: userImage ?? null } : null,
  source: entry.source as TimeEntry['source'],
  startedAt: entry.startedAt.toISOString(),
  endedAt: entry.endedAt.toISOString(),
  durationSeconds: entry.durationSeconds,
  createdAt: entry.createdAt.toISOString(),
});

/** Readers of the board see every entry of the card and the card's total. */
export async function listTimeEntries(deps: D, user: SessionUser, cardId: string): Promise<CardTimeEntries> {
  const { card } = await cardForAction(deps.db, user, cardId, 'read');
  const [rows, totalSeconds] = await Promise.all([
    entriesOfCard(deps.db, card.boardId, card.id),
    totalSecondsOfCard(deps.db, card.boardId, card.id),
  ]);
  return { entries: rows.map(toTimeEntry), totalSeconds };
}

/**
 * Records time the user spent on a card (a completed focus session). Needs the edit right: the
 * entry becomes part of the card's history. An entry that ends in the future is refused; one from
 * the past is fine (the offline queue sends it when the connection returns).
 */
export async function logTimeEntry(
  deps: D,
  user: SessionUser,
  cardId: string,
  input: CreateTimeEntryInput,
  now = new Date(),
): Promise<TimeEntry> {
  const { card, access } = await cardForAction(deps.db, user, cardId, 'edit');
  const startedAt = new Date(input.startedAt);
  const endedAt = new Date(input.endedAt);
  if (endedAt.valueOf() > now.valueOf() + TIME_ENTRY_FUTURE_SKEW_MS)
    throw validationFailed([{ path: ['endedAt'], message: 'validation.timeEntryInFuture' }]);
  const durationSeconds = entrySeconds(startedAt, endedAt);
  const id = uuidv7();
  await deps.db.transaction(async (tx) => {
    await insertEntry(tx, {
      id,
      boardId: card.boardId,
      cardId: card.id,
      userId: user.id,
      source: input.source,
      startedAt,
      endedAt,
      durationSeconds,
    });
    await appendEvent(tx, {
      boardId: card.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'time.logged',
      entityId: card.id,
      data: { timeEntryId: id, source: input.source, durationSeconds },
    });
  });
  return toTimeEntry((await findEntryWithUser(deps.db, id))!);
}
