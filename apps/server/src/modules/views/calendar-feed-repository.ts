import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { rows, textArray, type RawTimestamp } from '#src/db/raw.ts';
import { user } from '#src/db/schema/auth.ts';
import { calendarFeeds } from '#src/db/schema/views.ts';

/** The only code that touches `calendar_feeds` and reads what a feed shows (issue 22). */

export type FeedRow = typeof calendarFeeds.$inferSelect;

export async function findFeed(db: Db, userId: string, boardId: string | null): Promise<FeedRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.userId, userId),
        boardId ? eq(calendarFeeds.boardId, boardId) : isNull(calendarFeeds.boardId),
      ),
    );
  return row;
}

export async function findFeedByTokenHash(db: Db, tokenHash: string): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** Creates the person's feed, or gives the existing one a new salt and hash (a new address). */
export async function saveFeed(db: Db, row: typeof calendarFeeds.$inferInsert): Promise<void> {
  const target = row.boardId ? [calendarFeeds.userId, calendarFeeds.boardId] : [calendarFeeds.userId];
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({
      target,
      targetWhere: row.boardId ? sql`${calendarFeeds.boardId} IS NOT NULL` : sql`${calendarFeeds.boardId} IS NULL`,
      set: { salt: row.salt, tokenHash: row.tokenHash },
    });
}

export async function setFeedHash(db: Db, id: string, tokenHash: string): Promise<void> {
  await db.update(calendarFeeds).set({ tokenHash }).where(eq(calendarFeeds.id, id));
}

/** Noted at most once an hour: calendar apps poll, and the row need not be written each time. */
export async function touchFeed(db: Db, id: string): Promise<void> {
  await db.execute(
    sql`UPDATE calendar_feeds SET last_read_at = now()
        WHERE id = ${id} AND (last_read_at IS NULL OR last_read_at < now() - interval '1 hour')`,
  );
}

export async function feedOwner(
  db: Db,
  userId: string,
): Promise<{ name: string; timezone: string | null; banned: boolean } | undefined> {
  const [row] = await db
    .select({ name: user.name, timezone: user.timezone, banned: user.banned })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

/** A dated card as a feed shows it. */
export type FeedCardRow = {
  id: string;
  boardId: string;
  boardTitle: string;
  columnName: string;
  title: string;
  startDate: RawTimestamp | null;
  dueDate: RawTimestamp;
  completedAt: RawTimestamp | null;
  updatedAt: RawTimestamp;
};

/** Most events one feed carries: the latest due dates are kept (what is coming matters more than the distant past). */
export const FEED_CARDS_MAX = 5_000;

/** Active cards with a due date on the given boards, optionally only those assigned to someone. */
export async function feedCards(
  db: Db,
  boardIds: readonly string[],
  assigneeId: string | null,
): Promise<FeedCardRow[]> {
  if (boardIds.length === 0) return [];
  return rows<FeedCardRow>(
    db,
    sql`SELECT c.id, c.board_id AS "boardId", b.title AS "boardTitle", col.name AS "columnName", c.title,
               c.start_date AS "startDate", c.due_date AS "dueDate", c.completed_at AS "completedAt",
               c.updated_at AS "updatedAt"
        FROM cards c
        JOIN boards b ON b.id = c.board_id
        JOIN board_columns col ON col.id = c.column_id AND NOT col.archived
        WHERE c.board_id = ANY(${textArray(boardIds)}) AND NOT c.archived AND c.due_date IS NOT NULL
          ${assigneeId ? sql`AND c.assignee_id = ${assigneeId}` : sql``}
        ORDER BY c.due_date DESC
        LIMIT ${FEED_CARDS_MAX}`,
  );
}
