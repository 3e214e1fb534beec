import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { firstRow } from '#src/db/raw.ts';
import { cards } from '#src/db/schema/cards.ts';
import type { CardRow } from './cards-repository.ts';

/**
 * The rows of subtasks (docs/decisions/040): a card whose `parent_card_id` names another card of
 * the same board. Only this file and cards-repository.ts read or write `cards` for them.
 */

/** The parent's active subtasks, in their order (position, then id). */
export function activeSubtaskRows(db: Db, parentId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(and(eq(cards.parentCardId, parentId), eq(cards.archived, false)))
    .orderBy(asc(cards.position), asc(cards.id));
}

export async function countActiveSubtasks(db: Db, parentId: string): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM cards WHERE parent_card_id = ${parentId} AND NOT archived`,
  );
  return Number(row?.n ?? 0);
}

/** Subtasks archived together with their parent (the same instant), which come back with it. */
export function subtasksArchivedWith(db: Db, parentId: string, archivedAt: Date): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(
      and(
        eq(cards.parentCardId, parentId),
        eq(cards.archived, true),
        // The API's instants have milliseconds; a statement's now() has microseconds.
        sql`date_trunc('milliseconds', ${cards.archivedAt}) = ${archivedAt.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(cards.position), asc(cards.id));
}

/** The parent card's id, or null for a card of the board (also for a card that is gone). */
export async function parentIdOf(db: Db, cardId: string): Promise<string | null> {
  const [row] = await db.select({ parentId: cards.parentCardId }).from(cards).where(eq(cards.id, cardId));
  return row?.parentId ?? null;
}

/**
 * The two cards locked in id order (a card being demoted and its new parent), so two demotions
 * crossing each other wait instead of deadlocking, and the depth rule is read after the lock.
 */
export async function lockCards(db: Db, ids: readonly string[]): Promise<Map<string, CardRow>> {
  const rows = await db
    .select()
    .from(cards)
    .where(inArray(cards.id, [...ids]))
    .orderBy(asc(cards.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Which of `ids` are active subtasks of `parentId` (the neighbours of a reorder). */
export async function siblingsAmong(db: Db, parentId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.parentCardId, parentId), eq(cards.archived, false), inArray(cards.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** The last active position of a column (every card, subtasks included: they share its keys). */
export async function lastPositionOfColumn(db: Db, columnId: string): Promise<string | null> {
  const row = await firstRow<{ position: string }>(
    db,
    sql`SELECT position FROM cards WHERE column_id = ${columnId} AND NOT archived ORDER BY position DESC LIMIT 1`,
  );
  return row?.position ?? null;
}
