import type {
  BoardMember,
  Card,
  CardConflict,
  CopyCardInput,
  CreateCardInput,
  MoveCardInput,
  UpdateCardInput,
  UpdateCardResponse,
} from '@rbax/shared/cards';
import type { BoardEvent } from '@rbax/shared/event-log';
import type { Db } from '#src/db/client.ts';
import { assertBoard, assertBoardFacts, type BoardAccess, type SessionUser } from '#src/lib/access.ts';
import { assertBoardWritable } from '#src/modules/billing/billing-plan.ts';
import type { Deps } from '#src/lib/deps.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { AppError, conflict, notFound, validationFailed } from '#src/lib/errors.ts';
import { isUniqueViolation } from '#src/lib/db-errors.ts';
import { isFreshClientId, uuidv7 } from '@rbax/shared/ids';
import { memberRowsOf } from '#src/modules/boards/boards-repository.ts';
import { deleteStoredFiles } from '#src/modules/uploads/uploads-service.ts';
import { assertCardCoverUsable } from './card-cover.ts';
import { toCard, toMembers } from './cards-mapper.ts';
import { boardEventsAfter, entityEvents } from '#src/modules/event-log/event-log-repository.ts';
import { toBoardEvent } from '#src/modules/event-log/event-log-mapper.ts';
import {
  boardWriteContext,
  cardFromRaw,
  cardWriteContext,
  insertCardRow,
  keyInGap,
  moveCardRow,
  positionFor,
  retryOnPositionConflict,
  type CardWriteContext,
} from './cards-sql.ts';
import {
  moveParentWithSubtasks,
  promoteSubtasks,
  restoreSubtasks,
  subtaskDeleted,
  subtasksOnArchive,
  subtasksOnBoardChange,
} from './subtasks-follow.ts';
import { assertSubtaskReorder, changeParent, restorePlanOf } from './subtasks-parent.ts';
import {
  checklistOfCard,
  deleteCardRow,
  fieldsChangedSince,
  findCard,
  findColumn,
  firstActiveColumn,
  insertCard,
  insertChecklistRows,
  labelsOfBoard,
  labelsOfCard,
  moveCardChildren,
  oneCardExtras,
  remapLabels,
  setCardLabels,
  storageKeysOfCard,
  updateCardRow,
  type CardRow,
} from './cards-repository.ts';

type D = Pick<Deps, 'db'>;

export async function cardOf(db: Db, row: CardRow): Promise<Card> {
  return toCard(row, await oneCardExtras(db, row.id));
}

/** The card, then access to its board: a card of a board the user cannot read is 404. */
export async function cardForAction(
  db: Db,
  user: SessionUser,
  cardId: string,
  action: 'read' | 'edit',
): Promise<{ card: CardRow; access: BoardAccess }> {
  const card = await findCard(db, cardId);
  if (!card) throw notFound();
  const access = await assertBoard(db, user, action, card.boardId);
  return { card, access };
}

export const idTaken = () => new AppError(409, 'id_taken', 'errors.idTaken');
const bad = (field: string, message = 'validation.invalidValue') => validationFailed([{ path: [field], message }]);

async function assertActiveColumn(db: Db, boardId: string, columnId: string) {
  const column = await findColumn(db, columnId);
  if (!column || column.boardId !== boardId || column.archived) throw bad('columnId');
  return column;
}

export async function assertAssignee(db: Db, boardId: string, assigneeId: string | null | undefined) {
  if (!assigneeId) return;
  const members = await memberRowsOf(db, boardId);
  if (!members.some((m) => m.id === assigneeId)) throw bad('assigneeId');
}

async function assertLabels(db: Db, boardId: string, labelIds: string[] | undefined): Promise<string[] | undefined> {
  if (!labelIds) return undefined;
  const unique = [...new Set(labelIds)];
  const own = new Set((await labelsOfBoard(db, boardId)).map((l) => l.id));
  if (!unique.every((id) => own.has(id))) throw bad('labelIds');
  return unique;
}

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Access to the board and the column's place in it, from one row (see cards-sql.ts). */
function assertTargetColumn(ctx: { target_board_id: string | null; target_archived: boolean | null }, boardId: string) {
  if (ctx.target_board_id !== boardId || ctx.target_archived !== false) throw bad('columnId');
}

export async function createCard(deps: D, user: SessionUser, boardId: string, input: CreateCardInput): Promise<Card> {
  const ctx = await boardWriteContext(deps.db, user.id, boardId, input);
  assertBoardFacts(ctx, user, 'edit');
  await assertBoardWritable(deps.db, { id: boardId, workspaceId: ctx!.workspaceId });
  assertTargetColumn(ctx!, boardId);
  await assertAssignee(deps.db, boardId, input.assigneeId);
  const labelIds = (await assertLabels(deps.db, boardId, input.labelIds)) ?? [];
  // A client-chosen id (offline creation) must be a recent UUIDv7 and new; a replay of the same
  // request is answered by the idempotency layer before it gets here. Old ids are refused before
  // any lookup and a taken one is 409 whatever holds it, so a guessed id tells nothing (decision 028).
  if (input.id) {
    if (!isFreshClientId(input.id)) throw bad('id', 'validation.idNotFresh');
    if (await findCard(deps.db, input.id)) throw idTaken();
  }
  const id = input.id ?? uuidv7();
  const row = await retryOnPositionConflict(async (attempt) =>
    insertCardRow(
      deps.db,
      {
        id,
        boardId,
        columnId: input.columnId,
        title: input.title,
        description: input.description ?? null,
        priority: input.priority ?? null,
        startDate: input.startDate ?? null,
        dueDate: input.dueDate ?? null,
        valueBrl: input.valueBrl ?? null,
        assigneeId: input.assigneeId ?? null,
        tags: input.tags ?? [],
        position:
          attempt === 1
            ? keyInGap(ctx!, input, null)
            : await positionFor(deps.db, input.columnId, input, null, attempt),
        createdBy: user.id,
      },
      labelIds,
      ctx!.workspaceId,
    ),
  ).catch((error: unknown) => {
    // Two creates racing with the same client-chosen id: the one that lost finds it taken.
    throw isUniqueViolation(error, 'cards_pkey') ? idTaken() : error;
  });
  if (!row) throw notFound();
  return cardFromRaw(row, {
    label_ids: [...labelIds].sort(),
    comments: 0,
    attachments: 0,
    checklist_done: 0,
    checklist_total: 0,
    time_spent: 0,
  });
}

export async function getCard(deps: D, user: SessionUser, cardId: string): Promise<Card> {
  const { card } = await cardForAction(deps.db, user, cardId, 'read');
  return cardOf(deps.db, card);
}

/** The comparable value of a field, as the API shows it. */
function currentValue(card: Card, field: string): unknown {
  if (field === 'completed') return card.completedAt !== null;
  return (card as Record<string, unknown>)[field];
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const editableFields = [
  'title',
  'description',
  'priority',
  'startDate',
  'dueDate',
  'valueBrl',
  'assigneeId',
  'tags',
  'labelIds',
  'coverUrl',
  'estimateMinutes',
  'archived',
  'completed',
  'parentId',
] as const;
type EditableField = (typeof editableFields)[number];

/**
 * Any subset of fields. With an older `version`, a field that someone else changed since then
 * is a conflict: the newer value is kept (the stored one unless `editedAt` is later than that
 * change) and both values come back in `conflicts`; the other fields apply (ARCHITECTURE §7).
 * Archiving/restoring and completing write their own events besides 'card.updated'.
 */
export async function updateCard(
  deps: D,
  user: SessionUser,
  cardId: string,
  input: UpdateCardInput,
): Promise<UpdateCardResponse> {
  const { card: row, access } = await cardForAction(deps.db, user, cardId, 'edit');
  const current = await cardOf(deps.db, row);
  const sent = editableFields.filter((f) => input[f] !== undefined);
  const changedSince =
    input.version !== undefined && input.version < row.version
      ? await fieldsChangedSince(deps.db, row.boardId, row.id, input.version, user.id)
      : new Map<string, Date>();
  // A clock ahead of the server's cannot make an edit newer than now.
  const editedAt = input.editedAt ? Math.min(Date.parse(input.editedAt), Date.now()) : null;
  const conflicts: CardConflict[] = [];
  const apply: EditableField[] = [];
  for (const field of sent) {
    const theirs = currentValue(current, field);
    if (sameValue(input[field], theirs)) continue;
    const theirsAt = changedSince.get(field);
    if (!theirsAt) {
      apply.push(field);
      continue;
    }
    const yoursNewer = editedAt !== null && editedAt > theirsAt.getTime();
    conflicts.push({ field, yours: input[field], theirs, kept: yoursNewer ? 'yours' : 'theirs' });
    if (yoursNewer) apply.push(field);
  }
  const merged = { ...current, ...Object.fromEntries(apply.map((f) => [f, input[f]])) } as Card;
  if (merged.startDate && merged.dueDate && new Date(merged.dueDate) < new Date(merged.startDate)) {
    throw bad('dueDate', 'validation.dueBeforeStart');
  }
  if (apply.length === 0) return { card: current, conflicts };

  const has = (f: EditableField) => apply.includes(f);
  if (has('assigneeId')) await assertAssignee(deps.db, row.boardId, input.assigneeId);
  const labelIds = has('labelIds') ? await assertLabels(deps.db, row.boardId, input.labelIds) : undefined;
  if (has('coverUrl') && input.coverUrl) await assertCardCoverUsable(deps.db, user, row.id, input.coverUrl);

  const patch: Partial<CardRow> = {};
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  for (const field of apply) {
    // Own events: archiving, completing; labels below; the parent in changeParent (subtasks-parent.ts).
    if (field === 'archived' || field === 'completed' || field === 'labelIds' || field === 'parentId') continue;
    changes[field] = { old: currentValue(current, field), new: input[field] };
  }
  if (has('title')) patch.title = input.title!;
  if (has('description')) patch.description = input.description ?? null;
  if (has('priority')) patch.priority = input.priority ?? null;
  if (has('startDate')) patch.startDate = toDate(input.startDate);
  if (has('dueDate')) patch.dueDate = toDate(input.dueDate);
  if (has('valueBrl')) patch.valueBrl = input.valueBrl ?? null;
  if (has('assigneeId')) patch.assigneeId = input.assigneeId ?? null;
  if (has('tags')) patch.tags = input.tags!;
  if (has('coverUrl')) patch.coverUrl = input.coverUrl ?? null;
  if (has('estimateMinutes')) patch.estimateMinutes = input.estimateMinutes ?? null;
  if (has('labelIds')) changes.labelIds = { old: current.labelIds, new: labelIds };
  if (has('completed')) patch.completedAt = input.completed ? new Date() : null;
  const restoring = has('archived') && input.archived === false;
  if (has('archived')) {
    patch.archived = input.archived!;
    patch.archivedAt = input.archived ? new Date() : null;
  }

  const updated = await retryOnPositionConflict((attempt) =>
    deps.db.transaction(async (tx) => {
      if (restoring) {
        // A card whose column was deleted comes back at the bottom of the first active column; a
        // subtask into its parent's column, or as a card when its parent is not there (decision 040).
        const plan = await restorePlanOf(tx, row);
        if (plan.detach) {
          patch.parentCardId = null;
          changes.parentId = { old: row.parentCardId, new: null };
        }
        const column = await findColumn(tx, plan.columnId ?? row.columnId);
        const target = column && !column.archived ? column : await firstActiveColumn(tx, row.boardId);
        if (!target) throw conflict();
        patch.columnId = target.id;
        patch.position = await positionFor(tx, target.id, {}, row.id, attempt);
      }
      // A new parent alone: changeParent below writes the card and its events itself.
      let next = apply.some((f) => f !== 'parentId') ? await updateCardRow(tx, row.boardId, row.id, patch) : row;
      if (!next) throw notFound();
      if (labelIds) await setCardLabels(tx, row.boardId, row.id, labelIds);
      const base = { boardId: row.boardId, workspaceId: access.board.workspaceId, actorId: user.id, entityId: row.id };
      const version = next.version;
      if (Object.keys(changes).length > 0)
        await appendEvent(tx, { ...base, kind: 'card.updated', data: { version, changes } });
      if (has('archived')) {
        await appendEvent(tx, {
          ...base,
          kind: input.archived ? 'card.archived' : 'card.restored',
          data: {
            version,
            columnId: next.columnId,
            changes: { archived: { old: !input.archived, new: input.archived } },
          },
        });
      }
      if (has('completed')) {
        await appendEvent(tx, {
          ...base,
          kind: input.completed ? 'card.completed' : 'card.uncompleted',
          data: {
            version,
            columnId: next.columnId,
            changes: { completed: { old: !input.completed, new: input.completed } },
          },
        });
      }
      const actor = { actorId: user.id, workspaceId: access.board.workspaceId };
      if (has('archived') && input.archived) await subtasksOnArchive(tx, next, input.children, actor);
      if (restoring && row.archivedAt) await restoreSubtasks(tx, next, row.archivedAt, actor);
      if (has('parentId')) next = await changeParent(tx, next, input.parentId ?? null, actor);
      return next;
    }),
  );
  return { card: await cardOf(deps.db, updated), conflicts };
}

/** Permanent: the card with its comments, checklist, labels and attachments; files after commit. */
export async function deleteCard(deps: Pick<Deps, 'db' | 'storage'>, user: SessionUser, cardId: string): Promise<void> {
  const { card, access } = await cardForAction(deps.db, user, cardId, 'edit');
  const keys = await deps.db.transaction(async (tx) => {
    const storageKeys = await storageKeysOfCard(tx, card.id);
    // Its subtasks stay on the board as cards (decision 040): deleting one card never deletes others.
    const actor = { actorId: user.id, workspaceId: access.board.workspaceId };
    await promoteSubtasks(tx, card.id, actor, null);
    await deleteCardRow(tx, card.boardId, card.id);
    await appendEvent(tx, {
      boardId: card.boardId,
      workspaceId: access.board.workspaceId,
      actorId: user.id,
      kind: 'card.deleted',
      entityId: card.id,
      data: { title: card.title, columnId: card.columnId },
    });
    if (card.parentCardId) await subtaskDeleted(tx, card, actor);
    return storageKeys;
  });
  await deleteStoredFiles(deps.storage, keys);
}

/**
 * Within the board: one read of card, access and column, one of the gap, and one statement that
 * moves the row and logs 'card.moved'. Another board needs edit on both and writes an event on each.
 */
export async function moveCard(deps: D, user: SessionUser, cardId: string, input: MoveCardInput): Promise<Card> {
  const ctx = await cardWriteContext(deps.db, user.id, cardId, input);
  assertBoardFacts(ctx, user, 'edit');
  await assertBoardWritable(deps.db, { id: ctx!.board_id, workspaceId: ctx!.workspaceId });
  const card = ctx!;
  await assertSubtaskReorder(deps.db, card, input);
  const targetBoardId = input.boardId ?? card.board_id;
  if (targetBoardId !== card.board_id) return moveCardToBoard(deps, user, card, targetBoardId, input);
  assertTargetColumn(card, targetBoardId);
  if (card.subtask_count > 0 && input.columnId !== card.column_id) {
    return cardFromRaw(await moveParentWithSubtasks(deps.db, card, input, user.id), card);
  }
  const moved = await retryOnPositionConflict(async (attempt) =>
    moveCardRow(
      deps.db,
      {
        cardId: card.id,
        boardId: card.board_id,
        workspaceId: card.workspaceId,
        actorId: user.id,
        fromColumnId: card.column_id,
      },
      {
        columnId: input.columnId,
        position:
          attempt === 1
            ? keyInGap(card, input, card.id)
            : await positionFor(deps.db, input.columnId, input, card.id, attempt),
      },
    ),
  );
  if (!moved) throw notFound();
  return cardFromRaw(moved, card);
}

async function moveCardToBoard(
  deps: D,
  user: SessionUser,
  card: CardWriteContext,
  targetBoardId: string,
  input: MoveCardInput,
): Promise<Card> {
  const target = await assertBoard(deps.db, user, 'edit', targetBoardId);
  await assertActiveColumn(deps.db, targetBoardId, input.columnId);
  const labelIds = await remapLabels(deps.db, card.id, targetBoardId);
  const clearAssignee =
    card.assignee_id !== null && !(await memberRowsOf(deps.db, targetBoardId)).some((m) => m.id === card.assignee_id);
  const updated = await retryOnPositionConflict((attempt) =>
    deps.db.transaction(async (tx) => {
      const position = await positionFor(tx, input.columnId, input, card.id, attempt);
      const patch: Partial<CardRow> = { columnId: input.columnId, position, boardId: targetBoardId };
      if (clearAssignee) patch.assigneeId = null;
      if (card.archived) Object.assign(patch, { archived: false, archivedAt: null });
      const next = await updateCardRow(tx, card.board_id, card.id, patch);
      if (!next) throw notFound();
      const data = {
        version: next.version,
        fromColumnId: card.column_id,
        toColumnId: input.columnId,
        fromBoardId: card.board_id,
        toBoardId: targetBoardId,
        position,
      };
      const base = { actorId: user.id, kind: 'card.moved' as const, entityId: card.id, data };
      await moveCardChildren(tx, card.id, targetBoardId);
      await setCardLabels(tx, card.board_id, card.id, []);
      await setCardLabels(tx, targetBoardId, card.id, labelIds);
      await appendEvent(tx, { ...base, boardId: card.board_id, workspaceId: card.workspaceId });
      await appendEvent(tx, { ...base, boardId: targetBoardId, workspaceId: target.board.workspaceId });
      if (card.subtask_count > 0) {
        await subtasksOnBoardChange(tx, card.id, input.children, {
          fromBoardId: card.board_id,
          fromWorkspaceId: card.workspaceId,
          toBoardId: targetBoardId,
          toWorkspaceId: target.board.workspaceId,
          columnId: input.columnId,
          actorId: user.id,
        });
      }
      return next;
    }),
  );
  return cardOf(deps.db, updated);
}

const COPY_SUFFIX = ' (Cópia)';

/** A copy (fields, labels, tags, checklist) at the bottom of the given column; 'card.copied'. */
export async function copyCard(deps: D, user: SessionUser, cardId: string, input: CopyCardInput): Promise<Card> {
  const { card } = await cardForAction(deps.db, user, cardId, 'read');
  const targetBoardId = input.boardId ?? card.boardId;
  const target = await assertBoard(deps.db, user, 'edit', targetBoardId);
  await assertActiveColumn(deps.db, targetBoardId, input.columnId);
  const crossBoard = targetBoardId !== card.boardId;
  const labelIds = crossBoard
    ? await remapLabels(deps.db, card.id, targetBoardId)
    : (await labelsOfCard(deps.db, card.id)).map((l) => l.id);
  const keepAssignee =
    card.assigneeId !== null &&
    (!crossBoard || (await memberRowsOf(deps.db, targetBoardId)).some((m) => m.id === card.assigneeId));
  const checklist = await checklistOfCard(deps.db, card.id);
  const title = input.title ?? `${card.title.slice(0, 100 - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
  const row = await retryOnPositionConflict((attempt) =>
    deps.db.transaction(async (tx) => {
      const position = await positionFor(tx, input.columnId, {}, null, attempt);
      const inserted = await insertCard(tx, {
        id: uuidv7(),
        boardId: targetBoardId,
        columnId: input.columnId,
        title,
        description: card.description,
        priority: card.priority,
        startDate: card.startDate,
        dueDate: card.dueDate,
        valueBrl: card.valueBrl,
        assigneeId: keepAssignee ? card.assigneeId : null,
        tags: card.tags,
        estimateMinutes: card.estimateMinutes,
        position,
        createdBy: user.id,
      });
      if (labelIds.length > 0) await setCardLabels(tx, targetBoardId, inserted.id, labelIds);
      await insertChecklistRows(
        tx,
        checklist.map((item) => ({
          id: uuidv7(),
          boardId: targetBoardId,
          cardId: inserted.id,
          text: item.text,
          done: item.done,
          position: item.position,
        })),
      );
      await appendEvent(tx, {
        boardId: targetBoardId,
        workspaceId: target.board.workspaceId,
        actorId: user.id,
        kind: 'card.copied',
        entityId: inserted.id,
        data: { version: inserted.version, fromCardId: card.id, columnId: input.columnId, title },
      });
      return inserted;
    }),
  );
  return cardOf(deps.db, row);
}

export const ACTIVITY_LIMIT = 100;

export async function cardActivity(deps: D, user: SessionUser, cardId: string): Promise<BoardEvent[]> {
  const { card } = await cardForAction(deps.db, user, cardId, 'read');
  return (await entityEvents(deps.db, card.id, ACTIVITY_LIMIT)).map(toBoardEvent);
}

export async function boardEvents(
  deps: D,
  user: SessionUser,
  boardId: string,
  query: { after?: number | undefined; limit?: number | undefined },
): Promise<BoardEvent[]> {
  await assertBoard(deps.db, user, 'read', boardId);
  return (await boardEventsAfter(deps.db, boardId, query.after ?? 0, query.limit ?? 500)).map(toBoardEvent);
}

/** The people of a board (owner, workspace members, shares), one entry each with their strongest role. */
export async function boardMembers(db: Db, boardId: string): Promise<BoardMember[]> {
  return toMembers(await memberRowsOf(db, boardId));
}
