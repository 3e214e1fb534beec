import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { TIME_DEFAULT_TIME_ZONE } from '@rbax/shared/time/entries';
import type { Db } from '#src/db/client.ts';
import { user } from '#src/db/schema/auth.ts';
import { timeEntries } from '#src/db/schema/time.ts';

/** The time_entries queries (issues 7 and 21); the only code of the module that writes entries. */

export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type TimeEntryWithUser = { entry: TimeEntryRow; userName: string | null; userImage: string | null };

/**
 * The day an entry counts for: its `work_date`, or for focus sessions recorded before issue 21
 * (which have none) the day of their start in São Paulo, the product's default zone.
 */
export const workDateSql: SQL<string> = sql<string>`coalesce(${timeEntries.workDate}, (${timeEntries.startedAt} AT TIME ZONE ${sql.raw(`'${TIME_DEFAULT_TIME_ZONE}'`)})::date)`;

const withUser = (db: Db) =>
  db
    .select({
      entry: { ...getTableColumns(timeEntries), workDate: sql<string>`${workDateSql}::text` },
      userName: user.name,
      userImage: user.image,
    })
    .from(timeEntries)
    .leftJoin(user, eq(user.id, timeEntries.userId));

/** A card's entries, newest first (by the day they count for, then by when they were made). */
export function entriesOfCard(db: Db, boardId: string, cardId: string): Promise<TimeEntryWithUser[]> {
  return withUser(db)
    .where(and(eq(timeEntries.boardId, boardId), eq(timeEntries.cardId, cardId)))
    .orderBy(desc(workDateSql), desc(timeEntries.startedAt), desc(timeEntries.id)) as Promise<TimeEntryWithUser[]>;
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
  const [row] = (await withUser(db).where(eq(timeEntries.id, id))) as TimeEntryWithUser[];
  return row;
}

/** The entry locked for a change (its author or a manager edits it; two edits apply in turn). */
export async function lockEntry(tx: Db, id: string): Promise<TimeEntryRow | undefined> {
  const [row] = await tx.select().from(timeEntries).where(eq(timeEntries.id, id)).for('update');
  return row;
}

export async function insertEntry(db: Db, row: typeof timeEntries.$inferInsert): Promise<void> {
  await db.insert(timeEntries).values(row);
}

export async function updateEntryRow(
  tx: Db,
  id: string,
  patch: Partial<Pick<TimeEntryRow, 'workDate' | 'durationSeconds' | 'endedAt' | 'note' | 'billable'>>,
): Promise<void> {
  await tx.update(timeEntries).set(patch).where(eq(timeEntries.id, id));
}

export async function deleteEntryRow(tx: Db, id: string): Promise<void> {
  await tx.delete(timeEntries).where(eq(timeEntries.id, id));
}

/** The zone an author's days are counted in: their profile's, else the default. */
export async function timeZoneOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ timezone: user.timezone }).from(user).where(eq(user.id, userId));
  return row?.timezone ?? null;
}
