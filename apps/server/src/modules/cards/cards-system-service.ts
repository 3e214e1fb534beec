import type { Db } from '#src/db/client.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import {
  cardsOfBoardMatching,
  findColumn,
  lockCardOfBoard,
  updateCardRow,
  type MentionedCardRow,
} from './cards-repository.ts';
import { positionFor, retryOnPositionConflict } from './cards-sql.ts';
import { archiveSubtasks, subtasksFollowParent } from './subtasks-follow.ts';
import { parentIdOf } from './subtasks-repository.ts';

/**
 * Cards as an integration reaches them (GitHub, docs/decisions/036-github-inbound.md): found by
 * what a commit or pull request mentions, and moved by the system rather than by a person. No
 * session is involved: the caller has already authenticated the request (a signed delivery) and
 * decided which board it may touch; these functions never reach past that board.
 */

export type { MentionedCardRow };

/** Cards of `boardId` named by full id or by short id (lowercase), archived ones included. */
export function cardsMentionedOnBoard(
  db: Db,
  boardId: string,
  mentions: { cardIds: readonly string[]; shortIds: readonly string[] },
): Promise<MentionedCardRow[]> {
  return cardsOfBoardMatching(db, boardId, mentions.cardIds, mentions.shortIds);
}

/**
 * Runs `work` in a transaction that may move cards with `moveCardBySystem`: when another writer
 * takes the same position first, the whole transaction runs again with the next `attempt`.
 */
export function transactionWithMoves<T>(db: Db, work: (tx: Db, attempt: number) => Promise<T>): Promise<T> {
  return retryOnPositionConflict((attempt) => db.transaction((tx) => work(tx, attempt)));
}

/** Whether `columnId` is an active (not deleted) column of the board: where a system move may go. */
export async function isActiveColumnOfBoard(db: Db, boardId: string, columnId: string): Promise<boolean> {
  const column = await findColumn(db, columnId);
  return column !== undefined && column.boardId === boardId && !column.archived;
}

export type SystemMove = {
  cardId: string;
  boardId: string;
  workspaceId: string | null;
  columnId: string;
};

/**
 * Moves a card to the bottom of `columnId` inside the caller's transaction and writes the same
 * 'card.moved' a person's move writes, with no actor. The board's rules hold: nothing happens
 * (false) when the card is no longer on the board or is archived, when the column is not an
 * active column of the board, or when the card is already there. `attempt` comes from
 * `retryOnPositionConflict` around the caller's transaction.
 */
export async function moveCardBySystem(tx: Db, move: SystemMove, attempt = 1): Promise<boolean> {
  const card = await lockCardOfBoard(tx, move.boardId, move.cardId);
  if (!card || card.archived || card.columnId === move.columnId) return false;
  // A subtask goes with its parent card (decision 040): nothing moves one alone.
  if (await parentIdOf(tx, move.cardId)) return false;
  if (!(await isActiveColumnOfBoard(tx, move.boardId, move.columnId))) return false;
  const position = await positionFor(tx, move.columnId, {}, move.cardId, attempt);
  const next = await updateCardRow(tx, move.boardId, move.cardId, { columnId: move.columnId, position });
  if (!next) return false;
  await appendEvent(tx, {
    kind: 'card.moved',
    boardId: move.boardId,
    workspaceId: move.workspaceId,
    actorId: null,
    entityId: move.cardId,
    data: {
      version: next.version,
      fromColumnId: card.columnId,
      toColumnId: move.columnId,
      fromBoardId: move.boardId,
      toBoardId: move.boardId,
      position,
    },
  });
  await subtasksFollowParent(tx, move.cardId, move.columnId, { actorId: null, workspaceId: move.workspaceId });
  return true;
}

/**
 * Subtasks for other modules' writes (automations): whether a card is one, and what its parent's
 * system move or archive does to them — they follow and are archived with it, as a person's
 * default choice does (decision 040). `marker` is the automation's (event-log.ts).
 */
export { subtasksFollowParent, archiveSubtasks, parentIdOf };
