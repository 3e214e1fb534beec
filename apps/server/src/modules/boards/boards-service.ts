import { createHash } from 'node:crypto';
import { generateNKeysBetween } from 'fractional-indexing';
import {
  DEFAULT_BOARD_ICON,
  labelColors,
  type BoardLabel,
  type BoardSummary,
  type CreateBoardInput,
  type UpdateBoardInput,
} from '@rbax/shared/boards';
import type { Locale } from '@rbax/shared/i18n';
import { findTemplate } from '@rbax/shared/templates';
import type { Db } from '#src/db/client.ts';
import type { BoardAccessRow } from '#src/lib/access-repository.ts';
import {
  assertBoard,
  assertKeyReaches,
  assertWorkspace,
  boardLevel,
  boardLevelAllows,
  boardPermissions,
  type Actor,
  type SessionUser,
} from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { announceAccessChange, appendEvent, initEventCounter } from '#src/modules/event-log/event-log-writer.ts';
import { forbidden } from '#src/lib/errors.ts';
import { assertBoardWritable, assertPlanAllows, planReadOnlyBoards } from '#src/modules/billing/billing-plan.ts';
import { uuidv7 } from '@rbax/shared/ids';
import {
  assertCoverUsable,
  deleteStoredFiles,
  linkCoverToBoard,
  releaseBoardUploads,
} from '#src/modules/uploads/uploads-service.ts';
import {
  cardCountsOf,
  chosenLabelsOf,
  columnCountsOf,
  columnsOf,
  deleteBoardRows,
  detachBoards,
  insertBoard,
  insertColumns,
  labelsOf,
  listReadableBoards,
  updateBoardRow,
  type LabelRow,
} from './boards-repository.ts';
import { boardMembers } from '#src/modules/cards/cards-service.ts';
import { boardCardsDelta, boardCardsJson } from '#src/modules/cards/cards-sql.ts';
import { boardSeq } from '#src/modules/event-log/event-log-repository.ts';
import { boardDependencies } from '#src/modules/views/dependencies-service.ts';
import { compress, detailBody, negotiateEncoding, type Encoding } from './board-detail-cache.ts';
import { copyBoardContent } from './duplicate-board.ts';

export const toLabel = (row: LabelRow): BoardLabel => ({
  id: row.id,
  boardId: row.boardId,
  name: row.name,
  color: row.color,
});

/** A stable palette colour from the board id's random bits (ARCHITECTURE: boards.color). */
export function colorForId(id: string): string {
  const hex = id.replace(/-/g, '').slice(-8);
  return labelColors[Number.parseInt(hex, 16) % labelColors.length]!;
}

/** Summaries of many boards in a constant number of queries (labels, card and column counts). */
async function summarize(db: Db, actor: Actor, rows: BoardAccessRow[]): Promise<BoardSummary[]> {
  const ids = rows.map((r) => r.board.id);
  const [labels, cardCounts, columnCounts, readOnly] = await Promise.all([
    chosenLabelsOf(db, ids),
    cardCountsOf(db, ids),
    columnCountsOf(db, ids),
    planReadOnlyBoards(
      db,
      rows.map((r) => r.board),
    ),
  ]);
  const labelsByBoard = new Map<string, BoardLabel[]>();
  for (const label of labels) {
    const list = labelsByBoard.get(label.boardId) ?? [];
    list.push(toLabel(label));
    labelsByBoard.set(label.boardId, list);
  }
  return rows.map((row) => {
    const b = row.board;
    return {
      id: b.id,
      title: b.title,
      description: b.description,
      icon: b.icon,
      color: b.color,
      coverUrl: b.coverUrl,
      workspaceId: b.workspaceId,
      ownerId: b.ownerId,
      archived: b.archived,
      archivedAt: b.archivedAt?.toISOString() ?? null,
      template: b.template,
      labels: labelsByBoard.get(b.id) ?? [],
      cardCount: cardCounts.get(b.id) ?? 0,
      columnCount: columnCounts.get(b.id) ?? 0,
      permissions: boardPermissions(boardLevel(row, actor), readOnly.has(b.id)),
      createdAt: b.createdAt.toISOString(),
      updatedAt: b.updatedAt.toISOString(),
    };
  });
}

async function summaryOf(db: Db, user: SessionUser, boardId: string): Promise<BoardSummary> {
  const access = await assertBoard(db, user, 'read', boardId);
  const [summary] = await summarize(db, user, [access]);
  return summary!;
}

/**
 * `workspaceId`: a workspace (members only, else 404), 'none' (boards without a workspace the
 * user can read), or omitted (every board the user can read).
 */
export async function listBoards(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  query: { workspaceId?: string | undefined; archived?: 'true' | 'false' | undefined },
): Promise<BoardSummary[]> {
  let workspaceId: string | null | undefined;
  if (query.workspaceId === 'none') workspaceId = null;
  else if (query.workspaceId) {
    await assertWorkspace(deps.db, user, 'read', query.workspaceId);
    workspaceId = query.workspaceId;
  }
  const rows = await listReadableBoards(deps.db, user, { workspaceId, archived: query.archived === 'true' });
  const readable = rows.filter((row) => boardLevel(row, user) !== null);
  return summarize(deps.db, user, readable);
}

export type BoardDetailResponse =
  { notModified: true; etag: string } | { notModified: false; etag: string; encoding: Encoding; body: Buffer | string };

/**
 * The whole board (boardDetailSchema) as a ready response body. The per-user head (board with
 * permissions, columns, labels, members) is read on every request; the cards come from the
 * cache for the board's current event seq or from ONE statement that builds their JSON in
 * PostgreSQL — a 5,000-card board is never mapped row by row in Node. The ETag names the exact
 * body, so a client revalidating an unchanged board gets a 304.
 */
export async function boardDetailResponse(
  deps: Pick<Deps, 'db' | 'boardCache'>,
  user: SessionUser,
  boardId: string,
  request: { acceptEncoding?: string | undefined; ifNoneMatch?: string | undefined },
): Promise<BoardDetailResponse> {
  const access = await assertBoard(deps.db, user, 'read', boardId);
  const [[board], columns, labels, members, seq, dependencies] = await Promise.all([
    summarize(deps.db, user, [access]),
    columnsOf(deps.db, boardId),
    labelsOf(deps.db, boardId),
    boardMembers(deps.db, boardId),
    boardSeq(deps.db, boardId),
    // Read with the head, not cached with the cards: no card's JSON depends on another row (decision 043).
    boardDependencies(deps, boardId),
  ]);
  const head = JSON.stringify({
    board: board!,
    columns: columns.map((c) => ({
      id: c.id,
      name: c.name,
      position: c.position,
      wipLimit: c.wipLimit,
      color: c.color,
    })),
    labels: labels.map(toLabel),
    members,
    dependencies,
  });
  const columnOrder = columns.map((c) => c.id);
  const encoding = negotiateEncoding(request.acceptEncoding);
  const etagOf = (state: number) =>
    `W/"${state.toString(36)}-${createHash('sha1').update(head).digest('base64url').slice(0, 16)}"`;
  if (request.ifNoneMatch && request.ifNoneMatch === etagOf(seq)) {
    return { notModified: true, etag: etagOf(seq) };
  }
  const { state, cards } = await currentCards(deps, boardId, seq, columnOrder);
  const cached = deps.boardCache.response(boardId, state, head, encoding);
  if (cached) return { notModified: false, etag: etagOf(state), encoding, body: await cached };
  // A newer state was cached meanwhile: answer with what was read, uncached.
  const body = detailBody(head, cards);
  return {
    notModified: false,
    etag: etagOf(state),
    encoding,
    body: encoding === 'identity' ? body : await compress(body, encoding),
  };
}

/**
 * The cards JSON text of the board at `seq` or later: held; moved forward from the held state
 * with the cards named by the events since (most edits touch one card); or read whole.
 */
async function currentCards(
  deps: Pick<Deps, 'db' | 'boardCache'>,
  boardId: string,
  seq: number,
  columnOrder: readonly string[],
): Promise<{ state: number; cards: string }> {
  const cache = deps.boardCache;
  if (cache.holds(boardId, seq)) return { state: seq, cards: cache.cards(boardId, seq)! };
  const held = cache.heldSeq(boardId);
  if (held !== undefined && held < seq) {
    const delta = await boardCardsDelta(deps.db, boardId, held);
    if (!delta.structural) {
      const cards = cache.advance(boardId, held, delta, columnOrder);
      if (cards !== undefined) return { state: delta.seq, cards };
    }
  }
  const fresh = await boardCardsJson(deps.db, boardId);
  return { state: fresh.seq, cards: cache.store(boardId, fresh.seq, fresh.cards, columnOrder) };
}

/**
 * Blank, from a template (its columns in the request's language) or as a duplicate of a board
 * the user can read; everything in one transaction with its 'board.created' event.
 */
export async function createBoard(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  input: CreateBoardInput,
  locale: Locale,
): Promise<BoardSummary> {
  const workspaceId = input.workspaceId ?? null;
  if (workspaceId) await assertWorkspace(deps.db, user, 'edit', workspaceId);
  else assertKeyReaches(user, null);
  await assertPlanAllows(deps.db, workspaceId, { limit: 'boards' });
  const source = input.duplicateFromBoardId
    ? await assertBoard(deps.db, user, 'read', input.duplicateFromBoardId)
    : undefined;
  if (input.coverUrl) await assertCoverUsable(deps.db, user, input.coverUrl);
  const template = input.template ? findTemplate(input.template) : undefined;

  const id = uuidv7();
  await deps.db.transaction(async (tx) => {
    await insertBoard(tx, {
      id,
      workspaceId,
      ownerId: user.id,
      title: input.title,
      description: input.description ? input.description : null,
      icon: input.icon ?? DEFAULT_BOARD_ICON,
      color: source?.board.color ?? colorForId(id),
      background: source?.board.background ?? null,
      coverUrl: input.coverUrl ?? null,
      template: template?.id ?? source?.board.template ?? null,
    });
    await initEventCounter(tx, id);
    let copied = { columns: 0, cards: 0 };
    if (template && template.columns.length > 0) {
      const positions = generateNKeysBetween(null, null, template.columns.length);
      await insertColumns(
        tx,
        template.columns.map((names, i) => ({
          id: uuidv7(),
          boardId: id,
          name: names[locale],
          position: positions[i]!,
        })),
      );
      copied = { columns: template.columns.length, cards: 0 };
    } else if (source) {
      copied = await copyBoardContent(tx, { from: source.board.id, to: id, actorId: user.id });
    }
    if (input.coverUrl) await linkCoverToBoard(tx, input.coverUrl, id);
    await appendEvent(tx, {
      boardId: id,
      workspaceId,
      actorId: user.id,
      kind: 'board.created',
      entityId: id,
      data: {
        title: input.title,
        template: template?.id ?? null,
        duplicatedFrom: source?.board.id ?? null,
        ...copied,
      },
    });
  });
  return summaryOf(deps.db, user, id);
}

/**
 * Title, description, icon, cover and colour need edit; archive/restore and moving between
 * workspaces need manage (on the target workspace too). Bumps `version`; one event per kind.
 */
export async function updateBoard(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  boardId: string,
  input: UpdateBoardInput,
): Promise<BoardSummary> {
  const access = await assertBoard(deps.db, user, 'read', boardId);
  const { board } = access;
  const edits: Record<string, unknown> = {};
  if (input.title !== undefined) edits.title = input.title;
  if (input.description !== undefined) edits.description = input.description ? input.description : null;
  if (input.icon !== undefined) edits.icon = input.icon;
  if (input.color !== undefined) edits.color = input.color;
  if (input.coverUrl !== undefined) edits.coverUrl = input.coverUrl;
  const archiveChange = input.archived !== undefined && input.archived !== board.archived;
  const moveChange = input.workspaceId !== undefined && input.workspaceId !== board.workspaceId;

  if (Object.keys(edits).length > 0 && !boardLevelAllows(access.level, 'edit')) throw forbidden();
  // Sending the current value (a form re-posting every field) needs no extra right.
  if ((archiveChange || moveChange) && !boardLevelAllows(access.level, 'manage')) throw forbidden();
  if (moveChange && input.workspaceId) await assertWorkspace(deps.db, user, 'manage', input.workspaceId);
  else if (moveChange) assertKeyReaches(user, null);
  if (input.coverUrl && input.coverUrl !== board.coverUrl) await assertCoverUsable(deps.db, user, input.coverUrl);
  if (Object.keys(edits).length === 0 && !archiveChange && !moveChange) return summaryOf(deps.db, user, boardId);
  // Plans (billing): restoring or moving a board in counts as a new one; edits need a writable board.
  if (archiveChange && !input.archived && !moveChange)
    await assertPlanAllows(deps.db, board.workspaceId, { limit: 'boards' });
  if (moveChange && !(input.archived ?? board.archived)) {
    await assertPlanAllows(deps.db, input.workspaceId ?? null, { limit: 'boards' });
  }
  if (Object.keys(edits).length > 0) await assertBoardWritable(deps.db, board);

  const workspaceId = moveChange ? (input.workspaceId ?? null) : board.workspaceId;
  await deps.db.transaction(async (tx) => {
    await updateBoardRow(tx, boardId, {
      ...edits,
      ...(archiveChange ? { archived: input.archived, archivedAt: input.archived ? new Date() : null } : {}),
      ...(moveChange ? { workspaceId } : {}),
    });
    if (input.coverUrl) await linkCoverToBoard(tx, input.coverUrl, boardId);
    const base = { boardId, workspaceId, actorId: user.id, entityId: boardId };
    if (Object.keys(edits).length > 0) await appendEvent(tx, { ...base, kind: 'board.updated', data: edits });
    if (archiveChange) {
      await appendEvent(
        tx,
        input.archived ? { ...base, kind: 'board.archived', data: {} } : { ...base, kind: 'board.restored', data: {} },
      );
    }
    if (moveChange) {
      await appendEvent(tx, { ...base, kind: 'board.moved', data: { from: board.workspaceId, to: workspaceId } });
    }
  });
  return summaryOf(deps.db, user, boardId);
}

/** Manage. The board and everything under it, in one transaction; its files after commit. */
export async function deleteBoard(
  deps: Pick<Deps, 'db' | 'storage'>,
  user: SessionUser,
  boardId: string,
): Promise<void> {
  const { board } = await assertBoard(deps.db, user, 'delete', boardId);
  const keys = await deps.db.transaction(async (tx) => {
    // The board's own stream goes with it: its workspace's stream keeps the fact.
    if (board.workspaceId) {
      await appendEvent(tx, {
        kind: 'board.deleted',
        boardId: null,
        workspaceId: board.workspaceId,
        actorId: user.id,
        entityId: boardId,
        data: { boardId, title: board.title },
      });
    }
    return deleteBoardsInTransaction(tx, [boardId]);
  });
  await deleteStoredFiles(deps.storage, keys);
}

/** For workspace deletion: deletes boards inside the caller's transaction; returns file keys to remove. */
export async function deleteBoardsInTransaction(tx: Db, boardIds: string[]): Promise<string[]> {
  for (const boardId of boardIds) await announceAccessChange(tx, `board:${boardId}`);
  const keys = await releaseBoardUploads(tx, boardIds);
  await deleteBoardRows(tx, boardIds);
  return keys;
}

/** For workspace deletion with `keep`: the boards leave the workspace and stay with their owners. */
export async function detachBoardsFromWorkspace(
  tx: Db,
  actor: SessionUser,
  workspaceId: string,
  boardIds: string[],
): Promise<void> {
  await detachBoards(tx, boardIds);
  for (const boardId of boardIds) {
    await appendEvent(tx, {
      boardId,
      workspaceId: null,
      actorId: actor.id,
      kind: 'board.moved',
      entityId: boardId,
      data: { from: workspaceId, to: null, reason: 'workspace.deleted' },
    });
  }
}
