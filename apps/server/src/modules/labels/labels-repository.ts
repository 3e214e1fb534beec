import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { boardBoardLabels, boardLabels } from '#src/db/schema/labels.ts';

export type LabelRow = typeof boardLabels.$inferSelect;

export function listLabels(db: Db, boardId: string): Promise<LabelRow[]> {
  return db
    .select()
    .from(boardLabels)
    .where(eq(boardLabels.boardId, boardId))
    .orderBy(asc(boardLabels.name), asc(boardLabels.id));
}

export async function findLabel(db: Db, labelId: string): Promise<LabelRow | undefined> {
  const [row] = await db.select().from(boardLabels).where(eq(boardLabels.id, labelId));
  return row;
}

export async function insertLabel(db: Db, row: typeof boardLabels.$inferInsert): Promise<LabelRow> {
  const [inserted] = await db.insert(boardLabels).values(row).returning();
  return inserted!;
}

/** Updates a label of this board (parent and id). */
export async function updateLabelRow(
  db: Db,
  boardId: string,
  labelId: string,
  patch: { name?: string; color?: string },
): Promise<LabelRow | undefined> {
  const [row] = await db
    .update(boardLabels)
    .set(patch)
    .where(and(eq(boardLabels.boardId, boardId), eq(boardLabels.id, labelId)))
    .returning();
  return row;
}

export async function deleteLabelRow(db: Db, boardId: string, labelId: string): Promise<void> {
  await db.delete(boardLabels).where(and(eq(boardLabels.boardId, boardId), eq(boardLabels.id, labelId)));
}

/** How many of `labelIds` belong to the board. */
export async function countLabelsOfBoard(db: Db, boardId: string, labelIds: string[]): Promise<number> {
  if (labelIds.length === 0) return 0;
  const rows = await db
    .select({ id: boardLabels.id })
    .from(boardLabels)
    .where(and(eq(boardLabels.boardId, boardId), inArray(boardLabels.id, labelIds)));
  return rows.length;
}

export async function replaceBoardLabelChoices(db: Db, boardId: string, labelIds: string[]): Promise<void> {
  await db.delete(boardBoardLabels).where(eq(boardBoardLabels.boardId, boardId));
  if (labelIds.length > 0) await db.insert(boardBoardLabels).values(labelIds.map((labelId) => ({ boardId, labelId })));
}
