import { and, asc, desc, eq, gt, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { checklistItems } from '#src/db/schema/cards.ts';

export type ChecklistRow = typeof checklistItems.$inferSelect;

export function itemsOfCard(db: Db, boardId: string, cardId: string): Promise<ChecklistRow[]> {
  return db
    .select()
    .from(checklistItems)
    .where(and(eq(checklistItems.boardId, boardId), eq(checklistItems.cardId, cardId)))
    .orderBy(asc(checklistItems.position), asc(checklistItems.id));
}

export async function findItem(db: Db, id: string): Promise<ChecklistRow | undefined> {
  const [row] = await db.select().from(checklistItems).where(eq(checklistItems.id, id));
  return row;
}

export async function itemPosition(db: Db, cardId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ position: checklistItems.position })
    .from(checklistItems)
    .where(and(eq(checklistItems.cardId, cardId), eq(checklistItems.id, id)));
  return row?.position;
}

export async function neighbourItemPosition(
  db: Db,
  cardId: string,
  position: string | null,
  dir: 'next' | 'prev',
  exceptId: string | null,
): Promise<string | null> {
  const conditions: SQL[] = [eq(checklistItems.cardId, cardId)];
  if (exceptId) conditions.push(ne(checklistItems.id, exceptId));
  if (position !== null) {
    conditions.push(dir === 'next' ? gt(checklistItems.position, position) : lt(checklistItems.position, position));
  }
  const [row] = await db
    .select({ position: checklistItems.position })
    .from(checklistItems)
    .where(and(...conditions))
    .orderBy(dir === 'next' ? asc(checklistItems.position) : desc(checklistItems.position))
    .limit(1);
  return row?.position ?? null;
}

export async function insertItem(db: Db, row: typeof checklistItems.$inferInsert): Promise<ChecklistRow> {
  const [inserted] = await db.insert(checklistItems).values(row).returning();
  return inserted!;
}

export async function updateItemRow(
  db: Db,
  cardId: string,
  id: string,
  patch: Partial<typeof checklistItems.$inferInsert>,
): Promise<ChecklistRow | undefined> {
  const [row] = await db
    .update(checklistItems)
    .set(patch)
    .where(and(eq(checklistItems.cardId, cardId), eq(checklistItems.id, id)))
    .returning();
  return row;
}

export async function deleteItemRow(db: Db, cardId: string, id: string): Promise<void> {
  await db.delete(checklistItems).where(and(eq(checklistItems.cardId, cardId), eq(checklistItems.id, id)));
}
