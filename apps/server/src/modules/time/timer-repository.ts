import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { boards } from '#src/db/schema/boards.ts';
import { cards } from '#src/db/schema/cards.ts';
import { runningTimers } from '#src/db/schema/time.ts';

/** The running_timers queries (issue 21): one row per person, the primary key on `user_id`. */

export type TimerRow = typeof runningTimers.$inferSelect;
export type TimerWithCard = {
  timer: TimerRow;
  cardTitle: string;
  cardArchived: boolean;
  boardTitle: string;
  workspaceId: string | null;
};

/**
 * Serializes the timer writes of one person for the rest of the transaction: two starts from
 * two tabs run one after the other, so the second stops what the first started (and records
 * it) instead of failing on the primary key.
 */
export async function lockTimersOf(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('rbax.timer'), hashtext(${userId}))`);
}

export async function timerOf(db: Db, userId: string): Promise<TimerWithCard | undefined> {
  const [row] = await db
    .select({
      timer: runningTimers,
      cardTitle: cards.title,
      cardArchived: cards.archived,
      boardTitle: boards.title,
      workspaceId: boards.workspaceId,
    })
    .from(runningTimers)
    .innerJoin(cards, eq(cards.id, runningTimers.cardId))
    .innerJoin(boards, eq(boards.id, runningTimers.boardId))
    .where(eq(runningTimers.userId, userId));
  return row;
}

export async function insertTimer(tx: Db, row: typeof runningTimers.$inferInsert): Promise<void> {
  await tx.insert(runningTimers).values(row);
}

export async function deleteTimer(tx: Db, userId: string): Promise<void> {
  await tx.delete(runningTimers).where(eq(runningTimers.userId, userId));
}

export async function markTimerKept(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(runningTimers).set({ keptAt: at }).where(eq(runningTimers.userId, userId));
}
