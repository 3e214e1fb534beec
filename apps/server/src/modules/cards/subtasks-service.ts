import type { Card } from '@rbax/shared/cards';
import { subtaskRollup, type CreateSubtaskInput, type SubtasksResponse } from '@rbax/shared/cards-subtasks';
import { isFreshClientId, uuidv7 } from '@rbax/shared/ids';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { isUniqueViolation } from '#src/lib/db-errors.ts';
import { notFound } from '#src/lib/errors.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { findCard, insertCard } from './cards-repository.ts';
import { assertAssignee, cardForAction, cardOf, idTaken } from './cards-service.ts';
import { subtaskRefused } from './subtasks-parent.ts';
import { atColumnEnd } from './subtasks-placement.ts';
import { activeSubtaskRows, lockCards } from './subtasks-repository.ts';

/**
 * Subtasks of a card (issue 21, docs/decisions/040): listing them with the parent's roll-up and
 * creating one. Changing a card's parent is a card edit (`PATCH /cards/:id { parentId }`,
 * subtasks-parent.ts); moving, archiving and deleting a parent take its subtasks along
 * (subtasks-follow.ts).
 */

type D = Pick<Deps, 'db'>;

/** `GET /cards/:id/subtasks` (read): the active subtasks in order, with progress, estimates and time. */
export async function listSubtasks(deps: D, user: SessionUser, cardId: string): Promise<SubtasksResponse> {
  const { card } = await cardForAction(deps.db, user, cardId, 'read');
  const rows = await activeSubtaskRows(deps.db, card.id);
  const [parent, ...subtasks] = await Promise.all([cardOf(deps.db, card), ...rows.map((row) => cardOf(deps.db, row))]);
  return { subtasks, rollup: subtaskRollup(parent!, subtasks) };
}

/**
 * `POST /cards/:id/subtasks` (edit): a new card under the parent, in the parent's column after
 * everything there (so last among its siblings); 'card.created' on it, 'card.subtask_added' on
 * the parent. The parent is locked first: it cannot become a subtask meanwhile (depth 1).
 */
export async function createSubtask(
  deps: D,
  user: SessionUser,
  parentId: string,
  input: CreateSubtaskInput,
): Promise<Card> {
  const found = await findCard(deps.db, parentId);
  if (!found) throw notFound();
  const access = await assertBoard(deps.db, user, 'edit', found.boardId);
  await assertAssignee(deps.db, found.boardId, input.assigneeId);
  // A client-chosen id follows the rule of cards created offline (cards-service.ts createCard).
  if (input.id) {
    if (!isFreshClientId(input.id)) throw subtaskRefused('validation.idNotFresh', 'id');
    if (await findCard(deps.db, input.id)) throw idTaken();
  }
  const id = input.id ?? uuidv7();
  const actor = { actorId: user.id, workspaceId: access.board.workspaceId };
  const row = await deps.db
    .transaction(async (tx) => {
      const parent = (await lockCards(tx, [parentId])).get(parentId);
      if (!parent || parent.boardId !== found.boardId) throw notFound();
      if (parent.parentCardId) throw subtaskRefused('validation.subtaskDepth');
      if (parent.archived) throw subtaskRefused('validation.subtaskParentInvalid');
      return atColumnEnd(tx, parent.columnId, 1, async (sp, [position]) => {
        const inserted = await insertCard(sp, {
          id,
          boardId: parent.boardId,
          columnId: parent.columnId,
          parentCardId: parent.id,
          title: input.title,
          assigneeId: input.assigneeId ?? null,
          position: position!,
          createdBy: user.id,
        });
        await appendEvent(sp, {
          ...actor,
          boardId: parent.boardId,
          kind: 'card.created',
          entityId: inserted.id,
          data: {
            version: inserted.version,
            columnId: inserted.columnId,
            title: inserted.title,
            assigneeId: inserted.assigneeId,
            position: inserted.position,
            parentId: parent.id,
          },
        });
        await appendEvent(sp, {
          ...actor,
          boardId: parent.boardId,
          kind: 'card.subtask_added',
          entityId: parent.id,
          data: { subtaskId: inserted.id, title: inserted.title, origin: 'created' },
        });
        return inserted;
      });
    })
    .catch((error: unknown) => {
      // Two creates racing with the same client-chosen id: the one that lost finds it taken.
      throw isUniqueViolation(error, 'cards_pkey') ? idTaken() : error;
    });
  return cardOf(deps.db, row);
}
