import { and, asc, desc, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { boardColumns } from '#src/db/schema/boards.ts';
import { cards } from '#src/db/schema/cards.ts';

export type ColumnRow = typeof boardColumns.$inferSelect;

export async function findColumnRow(db: Db, columnId: string): Promise<ColumnRow | undefined> {
  const [row] = await db.select().from(boardColumns).where(eq(boardColumns.id, columnId));
  return row;
}

export async function insertColumn(db: Db, row: typeof boardColumns.$inferInsert): Promise<ColumnRow> {
  const [inserted] = await db.insert(boardColumns).values(row).returning();
  return inserted!;
}

export async function updateColumnRow(
  db: Db,
  boardId: string,
  columnId: string,
  patch: Partial<typeof boardColumns.$inferInsert>,
): Promise<ColumnRow | undefined> {
  const [row] = await db
    .update(boardColumns)
    .set(patch)
    .where(and(eq(boardColumns.boardId, boardId), eq(boardColumns.id, columnId)))
    .returning();
  return row;
}

/** Position of an active column of the board, or undefined. */
export async function columnPosition(db: Db, boardId: string, columnId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ position: boardColumns.position })
    .from(boardColumns)
    .where(and(eq(boardColumns.boardId, boardId), eq(boardColumns.id, columnId), eq(boardColumns.archived, false)));
  return row?.position;
}

export async function neighbourColumnPosition(
  db: Db,
  boardId: string,
  position: string | null,
  dir: 'next' | 'prev',
  exceptId: string | null,
): Promise<string | null> {
  const conditions: SQL[] = [eq(boardColumns.boardId, boardId), eq(boardColumns.archived, false)];
  if (exceptId) conditions.push(ne(boardColumns.id, exceptId));
  if (position !== null) {
    conditions.push(dir === 'next' ? gt(boardColumns.position, position) : lt(boardColumns.position, position));
  }
  const [row] = await db
    .select({ position: boardColumns.position })
    .from(boardColumns)
    .where(and(...conditions))
    .orderBy(dir === 'next' ? asc(boardColumns.position) : desc(boardColumns.position))
    .limit(1);
  return row?.position ?? null;
}

/** Archives the column's active cards (they keep their column and position); returns their ids. */
export async function archiveCardsOfColumn(db: Db, boardId: string, columnId: string): Promise<string[]> {
  const rows = await db
    .update(cards)
    .set({ archived: true, archivedAt: new Date(), version: sql`${cards.version} + 1` })
    .where(and(eq(cards.boardId, boardId), eq(cards.columnId, columnId), eq(cards.archived, false)))
    .returning({ id: cards.id });
  return rows.map((r) => r.id);
}
