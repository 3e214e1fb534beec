import type { BoardLabel, CreateLabelInput } from '@rbax/shared/boards';
import { assertBoard, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { notFound, validationFailed } from '#src/lib/errors.ts';
import { uuidv7 } from '@rbax/shared/ids';
import {
  countLabelsOfBoard,
  deleteLabelRow,
  findLabel,
  insertLabel,
  listLabels,
  replaceBoardLabelChoices,
  updateLabelRow,
  type LabelRow,
} from './labels-repository.ts';

const toLabel = (row: LabelRow): BoardLabel => ({ id: row.id, boardId: row.boardId, name: row.name, color: row.color });

export async function getLabels(deps: Pick<Deps, 'db'>, user: SessionUser, boardId: string): Promise<BoardLabel[]> {
  await assertBoard(deps.db, user, 'read', boardId);
  return (await listLabels(deps.db, boardId)).map(toLabel);
}

export async function createLabel(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  boardId: string,
  input: CreateLabelInput,
): Promise<BoardLabel> {
  const { board } = await assertBoard(deps.db, user, 'edit', boardId);
  const label = await deps.db.transaction(async (tx) => {
    const row = await insertLabel(tx, { id: uuidv7(), boardId, name: input.name, color: input.color });
    await appendEvent(tx, {
      boardId,
      workspaceId: board.workspaceId,
      actorId: user.id,
      kind: 'label.created',
      entityId: row.id,
      data: { name: row.name, color: row.color },
    });
    return row;
  });
  return toLabel(label);
}

/** The label, then access to its board: a label of a board the user cannot see is 404. */
async function labelForEdit(deps: Pick<Deps, 'db'>, user: SessionUser, labelId: string) {
  const label = await findLabel(deps.db, labelId);
  if (!label) throw notFound();
  const { board } = await assertBoard(deps.db, user, 'edit', label.boardId);
  return { label, board };
}

export async function updateLabel(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  labelId: string,
  input: { name?: string | undefined; color?: string | undefined },
): Promise<BoardLabel> {
  const { label, board } = await labelForEdit(deps, user, labelId);
  const patch: { name?: string; color?: string } = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.color !== undefined) patch.color = input.color;
  if (Object.keys(patch).length === 0) return toLabel(label);
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateLabelRow(tx, label.boardId, label.id, patch);
    if (!row) throw notFound();
    await appendEvent(tx, {
      boardId: label.boardId,
      workspaceId: board.workspaceId,
      actorId: user.id,
      kind: 'label.updated',
      entityId: label.id,
      data: patch,
    });
    return row;
  });
  return toLabel(updated);
}

export async function deleteLabel(deps: Pick<Deps, 'db'>, user: SessionUser, labelId: string): Promise<void> {
  const { label, board } = await labelForEdit(deps, user, labelId);
  await deps.db.transaction(async (tx) => {
    await deleteLabelRow(tx, label.boardId, label.id);
    await appendEvent(tx, {
      boardId: label.boardId,
      workspaceId: board.workspaceId,
      actorId: user.id,
      kind: 'label.deleted',
      entityId: label.id,
      data: { name: label.name },
    });
  });
}

/** Replaces the labels chosen for the board; every id must be a label of this board (else 400). */
export async function setBoardLabels(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  boardId: string,
  labelIds: string[],
): Promise<{ labelIds: string[] }> {
  const { board } = await assertBoard(deps.db, user, 'edit', boardId);
  const unique = [...new Set(labelIds)];
  if ((await countLabelsOfBoard(deps.db, boardId, unique)) !== unique.length) {
    throw validationFailed([{ path: ['labelIds'], message: 'validation.invalidValue' }]);
  }
  await deps.db.transaction(async (tx) => {
    await replaceBoardLabelChoices(tx, boardId, unique);
    await appendEvent(tx, {
      boardId,
      workspaceId: board.workspaceId,
      actorId: user.id,
      kind: 'board.labels_set',
      entityId: boardId,
      data: { labelIds: unique },
    });
  });
  return { labelIds: unique };
}
