import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { boardColumns, boards } from '#src/db/schema/boards.ts';
import { cards, checklistItems } from '#src/db/schema/cards.ts';
import { boardBoardLabels, boardLabels, cardLabels } from '#src/db/schema/labels.ts';
import { selectBoardAccessRows, type BoardAccessRow, type BoardRow } from '#src/lib/access-repository.ts';
import type { Actor } from '#src/lib/access.ts';

export type { BoardRow };
export type ColumnRow = typeof boardColumns.$inferSelect;
export type LabelRow = typeof boardLabels.$inferSelect;

/** Boards the user may read, with the rows that decide their access; newest first. */
export async function listReadableBoards(
  db: Db,
  actor: Actor,
  filter: { workspaceId: string | null | undefined; archived: boolean },
): Promise<BoardAccessRow[]> {
  const conditions: SQL[] = [eq(boards.archived, filter.archived)];
  if (filter.workspaceId === null) conditions.push(isNull(boards.workspaceId));
  else if (filter.workspaceId !== undefined) conditions.push(eq(boards.workspaceId, filter.workspaceId));
  return selectBoardAccessRows(db, actor, and(...conditions)).orderBy(desc(boards.createdAt), desc(boards.id));
}

/** The labels chosen for each board (board_board_labels), by name. */
export async function chosenLabelsOf(db: Db, boardIds: string[]): Promise<LabelRow[]> {
  if (boardIds.length === 0) return [];
  return db
    .select({
      id: boardLabels.id,
      boardId: boardLabels.boardId,
      name: boardLabels.name,
      color: boardLabels.color,
      createdAt: boardLabels.createdAt,
    })
    .from(boardBoardLabels)
    .innerJoin(
      boardLabels,
      and(eq(boardLabels.id, boardBoardLabels.labelId), eq(boardLabels.boardId, boardBoardLabels.boardId)),
    )
    .where(inArray(boardBoardLabels.boardId, boardIds))
    .orderBy(asc(boardLabels.name), asc(boardLabels.id));
}

/** Non-archived cards per board; subtasks are part of their parent card (decision 040). */
export async function cardCountsOf(db: Db, boardIds: string[]): Promise<Map<string, number>> {
  if (boardIds.length === 0) return new Map();
  const rows = await db
    .select({ boardId: cards.boardId, count: sql<number>`count(*)::int` })
    .from(cards)
    .where(and(inArray(cards.boardId, boardIds), eq(cards.archived, false), isNull(cards.parentCardId)))
    .groupBy(cards.boardId);
  return new Map(rows.map((r) => [r.boardId, Number(r.count)]));
}

export async function columnCountsOf(db: Db, boardIds: string[]): Promise<Map<string, number>> {
  if (boardIds.length === 0) return new Map();
  const rows = await db
    .select({ boardId: boardColumns.boardId, count: sql<number>`count(*)::int` })
    .from(boardColumns)
    .where(and(inArray(boardColumns.boardId, boardIds), eq(boardColumns.archived, false)))
    .groupBy(boardColumns.boardId);
  return new Map(rows.map((r) => [r.boardId, Number(r.count)]));
}

export function columnsOf(db: Db, boardId: string): Promise<ColumnRow[]> {
  return db
    .select()
    .from(boardColumns)
    .where(and(eq(boardColumns.boardId, boardId), eq(boardColumns.archived, false)))
    .orderBy(asc(boardColumns.position), asc(boardColumns.id));
}

export function labelsOf(db: Db, boardId: string): Promise<LabelRow[]> {
  return db
    .select()
    .from(boardLabels)
    .where(eq(boardLabels.boardId, boardId))
    .orderBy(asc(boardLabels.name), asc(boardLabels.id));
}

export async function insertBoard(db: Db, row: typeof boards.$inferInsert): Promise<void> {
  await db.insert(boards).values(row);
}

export async function updateBoardRow(
  db: Db,
  boardId: string,
  patch: Partial<typeof boards.$inferInsert>,
): Promise<void> {
  await db
    .update(boards)
    .set({ ...patch, version: sql`${boards.version} + 1` })
    .where(eq(boards.id, boardId));
}

export async function detachBoards(db: Db, boardIds: string[]): Promise<void> {
  if (boardIds.length === 0) return;
  await db
    .update(boards)
    .set({ workspaceId: null, version: sql`${boards.version} + 1` })
    .where(inArray(boards.id, boardIds));
}

export async function deleteBoardRows(db: Db, boardIds: string[]): Promise<void> {
  if (boardIds.length === 0) return;
  await db.delete(boards).where(inArray(boards.id, boardIds));
}

/* ---------- copying (templates and duplicates) ---------- */

const CHUNK = 500;
async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function insertColumns(db: Db, rows: (typeof boardColumns.$inferInsert)[]): Promise<void> {
  await insertChunked(rows, (chunk) => db.insert(boardColumns).values(chunk));
}

export async function insertLabels(db: Db, rows: (typeof boardLabels.$inferInsert)[]): Promise<void> {
  await insertChunked(rows, (chunk) => db.insert(boardLabels).values(chunk));
}

export async function insertBoardLabelChoices(db: Db, rows: (typeof boardBoardLabels.$inferInsert)[]): Promise<void> {
  await insertChunked(rows, (chunk) => db.insert(boardBoardLabels).values(chunk).onConflictDoNothing());
}

export async function insertCards(db: Db, rows: (typeof cards.$inferInsert)[]): Promise<void> {
  await insertChunked(rows, (chunk) => db.insert(cards).values(chunk));
}

export async function insertCardLabels(db: Db, rows: (typeof cardLabels.$inferInsert)[]): Promise<void> {
  await insertChunked(rows, (chunk) => db.insert(cardLabels).values(chunk).onConflictDoNothing());
}

export async function insertChecklistItems(db: Db, rows: (typeof checklistItems.$inferInsert)[]): Promise<void> {
  await insertChunked(rows, (chunk) => db.insert(checklistItems).values(chunk));
}

/** Everything of a board that a duplicate copies (non-archived cards only). */
export async function boardContent(db: Db, boardId: string) {
  const [columns, labels, choices, cardRows, cardLabelRows, checklist] = await Promise.all([
    columnsOf(db, boardId),
    labelsOf(db, boardId),
    db.select().from(boardBoardLabels).where(eq(boardBoardLabels.boardId, boardId)),
    db
      .select()
      .from(cards)
      .where(and(eq(cards.boardId, boardId), eq(cards.archived, false)))
      .orderBy(asc(cards.position)),
    db.select().from(cardLabels).where(eq(cardLabels.boardId, boardId)),
    db.select().from(checklistItems).where(eq(checklistItems.boardId, boardId)).orderBy(asc(checklistItems.position)),
  ]);
  return { columns, labels, choices, cards: cardRows, cardLabels: cardLabelRows, checklist };
}

export type MemberRow = { id: string; name: string; email: string; image: string | null; role: string };

/**
 * Everyone who can read the board, in one query: the owner of a personal board, the members
 * of its workspace, and explicit shares. A person may appear more than once (callers keep the
 * strongest role).
 */
export async function memberRowsOf(db: Db, boardId: string): Promise<MemberRow[]> {
  const result = await db.execute<MemberRow>(sql`
    SELECT u.id, u.name, u.email, u.image, r.role
    FROM (
      SELECT b.owner_id AS user_id, 'owner' AS role FROM boards b WHERE b.id = ${boardId} AND b.workspace_id IS NULL
      UNION ALL
      SELECT wm.user_id, wm.role FROM workspace_members wm JOIN boards b ON b.workspace_id = wm.workspace_id
      WHERE b.id = ${boardId}
      UNION ALL
      SELECT bm.user_id, bm.role FROM board_members bm WHERE bm.board_id = ${boardId}
    ) r
    JOIN "user" u ON u.id = r.user_id
    ORDER BY u.name, u.id`);
  return (result as unknown as { rows: MemberRow[] }).rows ?? (result as unknown as MemberRow[]);
}
