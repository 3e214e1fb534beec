import { eq, sql } from 'drizzle-orm';
import { cardScopedKinds } from '@rbax/shared/event-log';
import type { Db } from '#src/db/client.ts';
import { rows, textArray, type RawTimestamp } from '#src/db/raw.ts';
import { user, type UserRow } from '#src/db/schema/auth.ts';

export type UserPatch = Partial<
  Pick<UserRow, 'name' | 'locale' | 'theme' | 'skills' | 'timezone' | 'available' | 'image'>
>;

export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  return row;
}

/** The row as it was, locked for the rest of the transaction (avatar replacement). */
export async function findUserForUpdate(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, userId)).for('update');
  return row;
}

export async function updateUser(db: Db, userId: string, patch: UserPatch): Promise<UserRow | undefined> {
  const [row] = await db.update(user).set(patch).where(eq(user.id, userId)).returning();
  return row;
}

/** A text[] bound as one parameter (ids never contain commas). */

export type CardCountsRow = { assigned_open: number; overdue: number; completed: number; created: number };

/** The user's cards on the given boards (not archived, on boards not archived). */
export async function cardCounts(db: Db, userId: string, boardIds: readonly string[]): Promise<CardCountsRow> {
  if (boardIds.length === 0) return { assigned_open: 0, overdue: 0, completed: 0, created: 0 };
  const [row] = await rows<CardCountsRow>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE c.assignee_id = ${userId} AND c.completed_at IS NULL)::int AS assigned_open,
          count(*) FILTER (WHERE c.assignee_id = ${userId} AND c.completed_at IS NULL AND c.due_date < now())::int AS overdue,
          count(*) FILTER (WHERE c.assignee_id = ${userId} AND c.completed_at IS NOT NULL)::int AS completed,
          count(*) FILTER (WHERE c.created_by = ${userId})::int AS created
        FROM cards c JOIN boards b ON b.id = c.board_id
        WHERE c.board_id = ANY(${textArray(boardIds)}) AND NOT c.archived AND NOT b.archived
          AND (c.assignee_id = ${userId} OR c.created_by = ${userId})`,
  );
  return row ?? { assigned_open: 0, overdue: 0, completed: 0, created: 0 };
}

export type ActivityRow = {
  id: string;
  seq: number;
  board_id: string;
  workspace_id: string | null;
  kind: string;
  entity_id: string | null;
  data: Record<string, unknown> | null;
  created_at: RawTimestamp;
  board_title: string;
  card_title: string | null;
};

/** The user's latest card events (card, comment, checklist, attachment, time) on the given boards, newest first. */
export function recentActivityOf(
  db: Db,
  userId: string,
  boardIds: readonly string[],
  limit: number,
): Promise<ActivityRow[]> {
  if (boardIds.length === 0) return Promise.resolve([]);
  return rows<ActivityRow>(
    db,
    sql`SELECT e.id::text AS id, e.seq::int AS seq, e.board_id, e.workspace_id, e.kind, e.entity_id, e.data, e.created_at,
               b.title AS board_title, c.title AS card_title
        FROM events e
        JOIN boards b ON b.id = e.board_id
        LEFT JOIN cards c ON c.id = e.entity_id
        WHERE e.actor_id = ${userId} AND e.board_id = ANY(${textArray(boardIds)})
          AND e.kind = ANY(${textArray(cardScopedKinds)})
        ORDER BY e.id DESC
        LIMIT ${limit}`,
  );
}

export function columnNames(db: Db, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rows(db, sql`SELECT id, name FROM board_columns WHERE id = ANY(${textArray(ids)})`);
}
