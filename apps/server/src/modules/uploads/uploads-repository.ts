import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { boards } from '#src/db/schema/boards.ts';
import { uploads } from '#src/db/schema/uploads.ts';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Db, row: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(row);
}

export async function findUploadByKey(db: Db, storageKey: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey));
  return row;
}

/** Links a cover upload to the first board that uses it, so deleting that board cleans it up. */
export async function linkUploadToBoard(db: Db, storageKey: string, boardId: string): Promise<void> {
  await db
    .update(uploads)
    .set({ boardId })
    .where(and(eq(uploads.storageKey, storageKey), isNull(uploads.boardId)));
}

export function uploadsOfBoards(db: Db, boardIds: string[]) {
  return db.select().from(uploads).where(inArray(uploads.boardId, boardIds));
}

/** Another board (outside `excluded`) whose cover is `coverUrl`, if any. */
export async function otherBoardWithCover(db: Db, coverUrl: string, excluded: string[]): Promise<string | undefined> {
  const [row] = await db
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.coverUrl, coverUrl), notInArray(boards.id, excluded)))
    .limit(1);
  return row?.id;
}

export async function setUploadBoard(db: Db, uploadId: string, boardId: string): Promise<void> {
  await db.update(uploads).set({ boardId }).where(eq(uploads.id, uploadId));
}

export async function deleteUploadRows(db: Db, uploadIds: string[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await db.delete(uploads).where(inArray(uploads.id, uploadIds));
}
