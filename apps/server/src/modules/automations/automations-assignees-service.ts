import type { AutoAssignCandidate } from '@rbax/shared/automations/auto-assign';
import type { AutomationAssigneeList } from '@rbax/shared/automations/assignees';
import type { AutoAssignAction } from '@rbax/shared/automations/rules';
import type { Db } from '#src/db/client.ts';
import { dateOf } from '#src/db/raw.ts';
import { assertBoard, boardLevelAllows, levelFromFacts, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError } from '#src/lib/errors.ts';
import type { CardState } from './automations-card-state.ts';
import { boardPool, doneColumnOf, setMaxOpenCards, type PoolRow } from './automations-assignees-repository.ts';

/**
 * Who auto-assignment may choose on a board, and their capacity there (issue 20, design note
 * §7.6; docs/decisions/038, addendum): the board's people who can edit its cards — a viewer
 * cannot work a card, so is never chosen — whose account is not banned. Skills and availability
 * are their profile's (`PATCH /api/v1/me`); the cap on open cards is per board, set by the
 * board's managers. Anyone who reads the board sees the list; strangers 404.
 */

/** Can work the board's cards: edits the board (lib/access.ts decides from the row's facts). */
function editsBoard(row: PoolRow): boolean {
  const level = levelFromFacts(row.facts, { id: row.userId });
  return level !== null && boardLevelAllows(level, 'edit');
}

/** The pool of `action` for `card`, with load by the rule's metric and scope (the engine's read). */
export async function autoAssignCandidates(
  db: Db,
  card: CardState,
  action: AutoAssignAction,
): Promise<AutoAssignCandidate[]> {
  const done = await doneColumnOf(db, card.boardId);
  const pool = await boardPool(db, card.boardId, {
    metric: action.load.metric,
    scope:
      action.load.scope === 'workspace' && card.workspaceId
        ? { workspaceId: card.workspaceId }
        : { boardId: card.boardId },
    excludedColumnIds: [...action.load.excludeColumnIds, ...(done ? [done] : [])],
    exceptCardId: card.id,
  });
  // A banned account stays in the decision table, excluded as inactive.
  return pool.filter(editsBoard).map((row) => ({
    userId: row.userId,
    active: !row.banned,
    available: row.available,
    skills: row.skills,
    load: row.load,
    capacity: row.maxOpenCards,
    lastAutoAssignedAt: row.lastAutoAssignedAt === null ? null : dateOf(row.lastAutoAssignedAt).toISOString(),
  }));
}

/** The pool with open cards on this board (not archived, outside its done column). */
async function openCardsPool(db: Db, boardId: string, userIds?: readonly string[]): Promise<PoolRow[]> {
  const done = await doneColumnOf(db, boardId);
  const pool = await boardPool(
    db,
    boardId,
    { metric: 'open_cards', scope: { boardId }, excludedColumnIds: done ? [done] : [] },
    userIds,
  );
  return pool.filter((row) => editsBoard(row) && !row.banned);
}

function toList(pool: PoolRow[]): AutomationAssigneeList {
  const items = pool.map((row) => ({
    userId: row.userId,
    name: row.name,
    email: row.email,
    image: row.image,
    skills: row.skills,
    available: row.available,
    maxOpenCards: row.maxOpenCards,
    openCards: row.load,
    lastAutoAssignedAt: row.lastAutoAssignedAt === null ? null : dateOf(row.lastAutoAssignedAt).toISOString(),
  }));
  items.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.userId.localeCompare(b.userId));
  return { items };
}

export async function listAssignees(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  boardId: string,
): Promise<AutomationAssigneeList> {
  await assertBoard(deps.db, user, 'read', boardId);
  return toList(await openCardsPool(deps.db, boardId));
}

/**
 * Sets a person's cap on open cards of the board (null: none of their own). Board managers only;
 * someone who cannot be auto-assigned here (a viewer, a stranger to the board) is 404 with
 * `errors.automationAssigneeUnknown`.
 */
export async function updateAssignee(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  boardId: string,
  userId: string,
  maxOpenCards: number | null,
): Promise<AutomationAssigneeList['items'][number]> {
  await assertBoard(deps.db, user, 'manage', boardId);
  if ((await openCardsPool(deps.db, boardId, [userId])).length === 0) {
    throw new AppError(404, 'not_found', 'errors.automationAssigneeUnknown');
  }
  await setMaxOpenCards(deps.db, boardId, userId, maxOpenCards);
  return toList(await openCardsPool(deps.db, boardId, [userId])).items[0]!;
}
