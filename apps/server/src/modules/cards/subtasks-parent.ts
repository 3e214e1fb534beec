import type { MoveCardInput } from '@rbax/shared/cards';
import type { MessageKey } from '@rbax/shared/messages';
import type { Db } from '#src/db/client.ts';
import { notFound, validationFailed } from '#src/lib/errors.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { findCard, type CardRow } from './cards-repository.ts';
import { promoteRows } from './subtasks-follow.ts';
import { moveToColumnEnd, setParent, type SubtaskActor } from './subtasks-placement.ts';
import { countActiveSubtasks, lockCards, siblingsAmong } from './subtasks-repository.ts';

/**
 * A card's parent (docs/decisions/040): demoting a card under another, promoting a subtask to a
 * card of the board, and the rules a subtask keeps — same board, one level, in its parent's
 * column. The depth rule is read after locking both cards, so two demotions racing each other
 * cannot make a grand-child.
 */

export const subtaskRefused = (message: MessageKey, field = 'parentId') =>
  validationFailed([{ path: [field], message }]);

/**
 * Sets or clears the card's parent inside the caller's transaction (PATCH `parentId`). The card
 * goes to the end of its new parent's column (demoted) or of its own column (promoted).
 */
export async function changeParent(
  tx: Db,
  row: CardRow,
  parentId: string | null,
  actor: SubtaskActor,
): Promise<CardRow> {
  if (parentId === row.parentCardId) return row;
  if (row.archived) throw subtaskRefused('validation.invalidValue');
  if (parentId === null) return (await promoteRows(tx, [row], actor, 'promoted'))[0] ?? row;
  if (parentId === row.id) throw subtaskRefused('validation.subtaskParentInvalid');
  const locked = await lockCards(tx, [row.id, parentId]);
  const self = locked.get(row.id);
  const parent = locked.get(parentId);
  if (!self) throw notFound();
  if (!parent || parent.boardId !== self.boardId || parent.archived) {
    throw subtaskRefused('validation.subtaskParentInvalid');
  }
  if (parent.parentCardId) throw subtaskRefused('validation.subtaskDepth');
  if ((await countActiveSubtasks(tx, self.id)) > 0) throw subtaskRefused('validation.subtaskHasSubtasks');
  const previous = self.parentCardId;
  const attached = await setParent(tx, self, parentId, actor);
  const [placed] = await moveToColumnEnd(tx, [attached], parent.columnId, actor);
  const onParent = (entityId: string) => ({
    boardId: self.boardId,
    workspaceId: actor.workspaceId,
    actorId: actor.actorId,
    entityId,
  });
  if (previous) {
    await appendEvent(tx, {
      ...onParent(previous),
      kind: 'card.subtask_removed',
      data: { subtaskId: self.id, title: self.title, reason: 'moved' },
    });
  }
  await appendEvent(tx, {
    ...onParent(parentId),
    kind: 'card.subtask_added',
    data: { subtaskId: self.id, title: self.title, origin: 'demoted' },
  });
  return placed ?? attached;
}

/**
 * Where a subtask comes back when restored: its parent's column while the parent is an active
 * card of the board; otherwise it comes back as a card (`detach`).
 */
export async function restorePlanOf(db: Db, row: CardRow): Promise<{ columnId: string | null; detach: boolean }> {
  if (!row.parentCardId) return { columnId: null, detach: false };
  const parent = await findCard(db, row.parentCardId);
  const usable = parent && parent.boardId === row.boardId && !parent.archived && !parent.parentCardId;
  return usable ? { columnId: parent.columnId, detach: false } : { columnId: null, detach: true };
}

/** What a subtask's write context says about it (cards-sql.ts `cardWriteContext`). */
export type SubtaskFacts = { board_id: string; parent_card_id: string | null; parent_column_id: string | null };

/**
 * A subtask moves only with its parent: `POST /cards/:id/move` on it may only reorder it among
 * its siblings (its parent's column, neighbours that are siblings).
 */
export async function assertSubtaskReorder(db: Db, card: SubtaskFacts, input: MoveCardInput): Promise<void> {
  if (!card.parent_card_id) return;
  const otherBoard = input.boardId !== undefined && input.boardId !== card.board_id;
  if (otherBoard || input.columnId !== card.parent_column_id) {
    throw subtaskRefused('validation.subtaskMove', otherBoard ? 'boardId' : 'columnId');
  }
  const neighbours = { afterId: input.afterId ?? null, beforeId: input.beforeId ?? null };
  const named = Object.values(neighbours).filter((id): id is string => id !== null);
  const siblings = await siblingsAmong(db, card.parent_card_id, named);
  for (const [field, id] of Object.entries(neighbours)) {
    if (id !== null && !siblings.has(id)) throw subtaskRefused('validation.invalidValue', field);
  }
}
