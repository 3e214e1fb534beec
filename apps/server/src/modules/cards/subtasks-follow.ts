import type { MoveCardInput, SubtaskArchiveChoice, SubtaskMoveChoice } from '@rbax/shared/cards';
import type { Db } from '#src/db/client.ts';
import { notFound } from '#src/lib/errors.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { memberRowsOf } from '#src/modules/boards/boards-repository.ts';
import { moveCardChildren, remapLabels, setCardLabels, updateCardRow, type CardRow } from './cards-repository.ts';
import {
  keyInGap,
  moveCardRow,
  positionFor,
  retryOnPositionConflict,
  type CardWriteContext,
  type RawCard,
} from './cards-sql.ts';
import { activeSubtaskRows, subtasksArchivedWith } from './subtasks-repository.ts';
import {
  archiveRows,
  atColumnEnd,
  moveToColumnEnd,
  restoreAtColumnEnd,
  setParent,
  type SubtaskActor,
} from './subtasks-placement.ts';

/**
 * What happens to a card's subtasks when the card itself moves, is archived, restored or
 * deleted (docs/decisions/040). Every path that changes a card's column calls these, so a
 * subtask is always in its parent's column: person moves, automations, GitHub.
 */

/** The parent moved to `columnId` of its board: its subtasks come along, to the column's end. */
export async function subtasksFollowParent(tx: Db, parentId: string, columnId: string, actor: SubtaskActor) {
  const rows = (await activeSubtaskRows(tx, parentId)).filter((row) => row.columnId !== columnId);
  await moveToColumnEnd(tx, rows, columnId, actor);
}

/**
 * Subtasks become cards of the board at the end of their column, in their order. With a
 * `reason`, the parent's history says so ('card.subtask_removed'); a parent about to be
 * deleted has no history to keep.
 */
export async function promoteRows(
  tx: Db,
  rows: readonly CardRow[],
  actor: SubtaskActor,
  reason: 'promoted' | null,
): Promise<CardRow[]> {
  const detached: CardRow[] = [];
  for (const row of rows) detached.push(await setParent(tx, row, null, actor));
  const promoted: CardRow[] = [];
  for (const columnId of new Set(detached.map((row) => row.columnId))) {
    const inColumn = detached.filter((row) => row.columnId === columnId);
    promoted.push(...(await moveToColumnEnd(tx, inColumn, columnId, actor)));
  }
  if (reason) {
    for (const row of rows) {
      await appendEvent(tx, {
        kind: 'card.subtask_removed',
        boardId: row.boardId,
        workspaceId: actor.workspaceId,
        actorId: actor.actorId,
        entityId: row.parentCardId,
        data: { subtaskId: row.id, title: row.title, reason },
      });
    }
  }
  return promoted;
}

export async function promoteSubtasks(tx: Db, parentId: string, actor: SubtaskActor, reason: 'promoted' | null) {
  await promoteRows(tx, await activeSubtaskRows(tx, parentId), actor, reason);
}

/** The parent was archived at `archivedAt`: its subtasks are archived at the same instant. */
export async function archiveSubtasks(tx: Db, parentId: string, archivedAt: Date, actor: SubtaskActor) {
  await archiveRows(tx, await activeSubtaskRows(tx, parentId), archivedAt, actor);
}

/** A subtask was deleted: the parent's history says so. */
export async function subtaskDeleted(tx: Db, row: CardRow, actor: SubtaskActor) {
  await appendEvent(tx, {
    kind: 'card.subtask_removed',
    boardId: row.boardId,
    workspaceId: actor.workspaceId,
    actorId: actor.actorId,
    entityId: row.parentCardId,
    data: { subtaskId: row.id, title: row.title, reason: 'deleted' },
  });
}

/** The parent was archived: its subtasks with it (the default) or promoted to cards where they are. */
export async function subtasksOnArchive(
  tx: Db,
  parent: CardRow,
  choice: SubtaskArchiveChoice | undefined,
  actor: SubtaskActor,
) {
  if (choice === 'promote') await promoteSubtasks(tx, parent.id, actor, 'promoted');
  else await archiveSubtasks(tx, parent.id, parent.archivedAt ?? new Date(), actor);
}

/** The parent came back: the subtasks archived with it (same instant) come back into its column. */
export async function restoreSubtasks(tx: Db, parent: CardRow, archivedAt: Date, actor: SubtaskActor) {
  await restoreAtColumnEnd(tx, await subtasksArchivedWith(tx, parent.id, archivedAt), parent.columnId, actor);
}

/** The parent moved to another board: its subtasks come along (default) or stay here as cards. */
export async function subtasksOnBoardChange(
  tx: Db,
  parentId: string,
  choice: SubtaskMoveChoice | undefined,
  change: BoardChange,
) {
  if (choice === 'promote') {
    await promoteSubtasks(tx, parentId, { actorId: change.actorId, workspaceId: change.fromWorkspaceId }, 'promoted');
  } else {
    await moveSubtasksToBoard(tx, parentId, change);
  }
}

/**
 * The parent moved to another column of its board, with subtasks: the parent's move (the same
 * statement as any move, decision 016), then its subtasks along or promoted where they are.
 */
export function moveParentWithSubtasks(
  db: Db,
  card: CardWriteContext,
  input: MoveCardInput,
  actorId: string,
): Promise<RawCard> {
  const actor = { actorId, workspaceId: card.workspaceId };
  return retryOnPositionConflict((attempt) =>
    db.transaction(async (tx) => {
      const position =
        attempt === 1 ? keyInGap(card, input, card.id) : await positionFor(tx, input.columnId, input, card.id, attempt);
      const move = { cardId: card.id, boardId: card.board_id, workspaceId: card.workspaceId, actorId };
      const row = await moveCardRow(
        tx,
        { ...move, fromColumnId: card.column_id },
        { columnId: input.columnId, position },
      );
      if (!row) throw notFound();
      if (input.children === 'promote') await promoteSubtasks(tx, card.id, actor, 'promoted');
      else await subtasksFollowParent(tx, card.id, input.columnId, actor);
      return row;
    }),
  );
}

export type BoardChange = {
  fromBoardId: string;
  fromWorkspaceId: string | null;
  toBoardId: string;
  toWorkspaceId: string | null;
  columnId: string;
  actorId: string;
};

/**
 * The parent moved to another board: each active subtask goes too, to the end of the same
 * column, as a card moved across boards is (labels remapped by name, an assignee who is not a
 * member there cleared, comments, checklist and attachments along, 'card.moved' on both boards).
 */
export async function moveSubtasksToBoard(tx: Db, parentId: string, change: BoardChange): Promise<void> {
  const rows = await activeSubtaskRows(tx, parentId);
  if (rows.length === 0) return;
  const members = new Set((await memberRowsOf(tx, change.toBoardId)).map((member) => member.id));
  // One statement at a time: a transaction's connection runs one query at once.
  const labels: string[][] = [];
  for (const row of rows) labels.push(await remapLabels(tx, row.id, change.toBoardId));
  await atColumnEnd(tx, change.columnId, rows.length, async (sp, keys) => {
    for (const [index, row] of rows.entries()) {
      const position = keys[index]!;
      const patch: Partial<CardRow> = { boardId: change.toBoardId, columnId: change.columnId, position };
      if (row.assigneeId && !members.has(row.assigneeId)) patch.assigneeId = null;
      const next = await updateCardRow(sp, change.fromBoardId, row.id, patch);
      if (!next) continue;
      await moveCardChildren(sp, row.id, change.toBoardId);
      await setCardLabels(sp, change.fromBoardId, row.id, []);
      await setCardLabels(sp, change.toBoardId, row.id, labels[index]!);
      const data = {
        version: next.version,
        fromColumnId: row.columnId,
        toColumnId: change.columnId,
        fromBoardId: change.fromBoardId,
        toBoardId: change.toBoardId,
        position,
      };
      const base = { actorId: change.actorId, kind: 'card.moved' as const, entityId: row.id, data };
      await appendEvent(sp, { ...base, boardId: change.fromBoardId, workspaceId: change.fromWorkspaceId });
      await appendEvent(sp, { ...base, boardId: change.toBoardId, workspaceId: change.toWorkspaceId });
    }
  });
}
