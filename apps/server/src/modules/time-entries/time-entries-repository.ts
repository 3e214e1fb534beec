import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';
import { timeEntries } from '#src/db/schema/time-entries.ts';

export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type TimeEntryWithUser = { entry: TimeEntryRow; userName: string | null; userImage: string | null };

const withUser = (db: Db) =>
  db
    .select({ entry: timeEntries, userName: user.name, userImage: user.image })
    .from(timeEntries)
    .leftJoin(user, eq(user.id, timeEntries.userId));

/** A card's entries, newest first. */
export function entriesOfCard(db: Db, boardId: string, cardId: string): Promise<TimeEntryWithUser[]> {
  return withUser(db)
    .where(and(eq(timeEntries.boardId, boardId), eq(timeEntries.cardId, cardId)))
    .orderBy(desc(timeEntries.startedAt), desc(timeEntries.id));
}

/** Sum of a card's entries in SQL (every entry counts, also those beyond what a page would show). */
export async function totalSecondsOfCard(db: Db, boardId: string, cardId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${timeEntries.durationSeconds})` })
    .from(timeEntries)
    .where(and(eq(timeEntries.boardId, boardId), eq(timeEntries.cardId, cardId)));
  return Number(row?.total ?? 0);
}

export async function findEntryWithUser(db: Db, id: string): Promise<TimeEntryWithUser | undefined> {
  const [row] = await withUser(db).where(eq(timeEntries.id, id));
  return row;
}

export async function insertEntry(db: Db, row: typeof timeEntries.$inferInsert): Promise<void> {
  await db.insert(timeEntries).values(row);
}
