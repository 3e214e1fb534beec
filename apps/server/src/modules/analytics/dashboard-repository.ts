import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { rows, textArray, type RawTimestamp } from '#src/db/raw.ts';

/**
 * The card lists of GET /api/v1/me/dashboard, one statement each, over the boards the caller can
 * read (decided by lib/access.ts before). A card is open while it is not archived, its column is
 * not archived and it is not in its board's done column (the flow settings' choice, never the
 * card's `completed_at` alone).
 */

export type DashboardCardRow = {
  id: string;
  title: string;
  priority: string | null;
  due_date: RawTimestamp | null;
  column_id: string;
  column_name: string;
  board_id: string;
  board_title: string;
  board_icon: string;
  board_color: string;
};

export type MyCardsScope = {
  userId: string;
  boardIds: readonly string[];
  /** The done column of each board. */
  doneColumnIds: readonly string[];
  limit: number;
};

const priorityRank = sql`CASE c.priority WHEN 'critical' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 WHEN 'low' THEN 3 ELSE 4 END`;

function myOpenCards(db: Db, scope: MyCardsScope, where: SQL, orderBy: SQL): Promise<DashboardCardRow[]> {
  return rows<DashboardCardRow>(
    db,
    sql`SELECT c.id, c.title, c.priority, c.due_date, c.column_id, col.name AS column_name,
               b.id AS board_id, b.title AS board_title, b.icon AS board_icon, b.color AS board_color
        FROM cards c
        JOIN board_columns col ON col.id = c.column_id
        JOIN boards b ON b.id = c.board_id
        WHERE c.assignee_id = ${scope.userId} AND c.board_id = ANY(${textArray(scope.boardIds)})
          AND NOT c.archived AND NOT col.archived AND c.column_id <> ALL(${textArray(scope.doneColumnIds)})
          AND ${where}
        ORDER BY ${orderBy}, c.created_at, c.id
        LIMIT ${scope.limit}`,
  );
}

/** Every open card assigned to the user, the most urgent first: due soonest (none last), then priority. */
export function assignedCards(db: Db, scope: MyCardsScope) {
  return myOpenCards(db, scope, sql`true`, sql`c.due_date ASC NULLS LAST, ${priorityRank}`);
}

/** Open cards due before `now`, the oldest due first. */
export function overdueCards(db: Db, scope: MyCardsScope, now: Date) {
  return myOpenCards(db, scope, sql`c.due_date < ${now.toISOString()}::timestamptz`, sql`c.due_date, ${priorityRank}`);
}

/** Open cards due from `now` until `until`, the soonest first. */
export function dueSoonCards(db: Db, scope: MyCardsScope, now: Date, until: Date) {
  return myOpenCards(
    db,
    scope,
    sql`c.due_date >= ${now.toISOString()}::timestamptz AND c.due_date < ${until.toISOString()}::timestamptz`,
    sql`c.due_date, ${priorityRank}`,
  );
}

/** Of the given cards (those at risk on their boards), the open ones assigned to the user. */
export function cardsAmong(db: Db, scope: MyCardsScope, cardIds: readonly string[]) {
  if (cardIds.length === 0) return Promise.resolve([]);
  return myOpenCards(db, scope, sql`c.id = ANY(${textArray(cardIds)})`, priorityRank);
}
