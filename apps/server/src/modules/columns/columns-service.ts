import type { BoardColumn } from '@rbax/shared/boards';
import type { CreateColumnInput, MoveColumnInput, UpdateColumnInput } from '@rbax/shared/columns';
import type { Db } from '#src/db/client.ts';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { notFound } from '#src/lib/errors.ts';
import { uuidv7 } from '@rbax/shared/ids';
import { invalidNeighbour, keyBetween } from '#src/lib/positions.ts';
import { lockPositions } from '#src/modules/cards/cards-repository.ts';
import {
  archiveCardsOfColumn,
  columnPosition,
  findColumnRow,
  insertColumn,
  neighbourColumnPosition,
  updateColumnRow,
  type ColumnRow,
} from './columns-repository.ts';

type D = Pick<Deps, 'db'>;

export const toColumn = (row: ColumnRow): BoardColumn => ({
  id: row.id,
  name: row.name,
  position: row.position,
  wipLimit: row.wipLimit,
  color: row.color,
});

/** Left-to-right: `afterId` is the column just left, `beforeId` just right; neither → the right end. */
async function columnPositionFor(
  tx: Db,
  boardId: string,
  place: { afterId?: string | null | undefined; beforeId?: string | null | undefined },
  movingId: string | null,
): Promise<string> {
  if (place.afterId === movingId && movingId) throw invalidNeighbour('afterId');
  if (place.beforeId === movingId && movingId) throw invalidNeighbour('beforeId');
  if (place.afterId) {
    const lower = await columnPosition(tx, boardId, place.afterId);
    if (lower === undefined) throw invalidNeighbour('afterId');
    return keyBetween(lower, await neighbourColumnPosition(tx, boardId, lower, 'next', movingId));
  }
  if (place.beforeId) {
    const upper = await columnPosition(tx, boardId, place.beforeId);
    if (upper === undefined) throw invalidNeighbour('beforeId');
    return keyBetween(await neighbourColumnPosition(tx, boardId, upper, 'prev', movingId), upper);
  }
  return keyBetween(await neighbourColumnPosition(tx, boardId, null, 'prev', movingId), null);
}

/** The column, then access to its board (404 when unreadable); archived columns are gone. */
async function columnFor(db: Db, user: SessionUser, columnId: string) {
  const column = await findColumnRow(db, columnId);
  if (!column) throw notFound();
  const access = await assertBoard(db, user, 'edit', column.boardId);
  if (column.archived) throw notFound();
  return { column, board: access.board };
}

export async function createColumn(deps: D, user: SessionUser, boardId: string, input: CreateColumnInput) {
  const { board } = await assertBoard(deps.db, user, 'edit', boardId);
  const row = await deps.db.transaction(async (tx) => {
    await lockPositions(tx, `columns:${boardId}`);
    const position = await columnPositionFor(tx, boardId, { afterId: input.afterId }, null);
    const inserted = await insertColumn(tx, {
      id: uuidv7(),
      boardId,
      name: input.name,
      position,
      wipLimit: input.wipLimit ?? null,
    });
    await appendEvent(tx, {
      boardId,
      workspaceId: board.workspaceId,
      actorId: user.id,
      kind: 'column.created',
      entityId: inserted.id,
      data: { name: inserted.name, position },
    });
    return inserted;
  });
  return toColumn(row);
}

export async function updateColumn(deps: D, user: SessionUser, columnId: string, input: UpdateColumnInput) {
  const { column, board } = await columnFor(deps.db, user, columnId);
  const patch: Partial<ColumnRow> = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.wipLimit !== undefined) patch.wipLimit = input.wipLimit;
  if (input.color !== undefined) patch.color = input.color;
  if (Object.keys(patch).length === 0) return toColumn(column);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateColumnRow(tx, column.boardId, column.id, patch);
    if (!updated) throw notFound();
    await appendEvent(tx, {
      boardId: column.boardId,
      workspaceId: board.workspaceId,
      actorId: user.id,
      kind: 'column.updated',
      entityId: column.id,
      data: patch,
    });
    return updated;
  });
  return toColumn(row);
}

export async function moveColumn(deps: D, user: SessionUser, columnId: string, input: MoveColumnInput) {
  const { column, board } = await columnFor(deps.db, user, columnId);
  const row = await deps.db.transaction(async (tx) => {
    await lockPositions(tx, `columns:${column.boardId}`);
    const position = await columnPositionFor(tx, column.boardId, input, column.id);
    const updated = await updateColumnRow(tx, column.boardId, column.id, { position });
    if (!updated) throw notFound();
    await appendEvent(tx, {
      boardId: column.boardId,
      workspaceId: board.workspaceId,
      actorId: user.id,
      kind: 'column.moved',
      entityId: column.id,
      data: { from: column.position, to: position },
    });
    return updated;
  });
  return toColumn(row);
}

/**
 * Soft delete: the column is archived and leaves the board; its cards are archived (they keep
 * their column_id, so nothing is lost) and PATCH { archived: false } restores one at the bottom
 * of the board's first active column. Archived columns are never shown or edited again (404).
 */
export async function deleteColumn(deps: D, user: SessionUser, columnId: string): Promise<void> {
  const { column, board } = await columnFor(deps.db, user, columnId);
  await deps.db.transaction(async (tx) => {
    await updateColumnRow(tx, column.boardId, column.id, { archived: true, archivedAt: new Date() });
    const cardIds = await archiveCardsOfColumn(tx, column.boardId, column.id);
    await appendEvent(tx, {
      boardId: column.boardId,
      workspaceId: board.workspaceId,
      actorId: user.id,
      kind: 'column.deleted',
      entityId: column.id,
      data: { name: column.name, archivedCardIds: cardIds },
    });
  });
}
