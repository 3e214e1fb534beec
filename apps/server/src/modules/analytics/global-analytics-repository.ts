import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { rows } from '#src/db/raw.ts';

/**
 * The statements of GET /api/v1/admin/analytics: the instance's totals and its daily series over
 * [start, end) (UTC instants). Days without a row are filled with zeros by the service.
 */

export type TotalsRow = {
  users: number;
  workspaces: number;
  boards: number;
  cards: number;
  /** bigint, as text. */
  events: string;
  /** bigint, as text. */
  storage_bytes: string;
};

/** Counts of every row, archived ones included; storage = attachments + uploads (covers, avatars). */
export async function instanceTotals(db: Db): Promise<TotalsRow> {
  const [row] = await rows<TotalsRow>(
    db,
    sql`SELECT (SELECT count(*)::int FROM "user") AS users,
               (SELECT count(*)::int FROM workspaces) AS workspaces,
               (SELECT count(*)::int FROM boards) AS boards,
               (SELECT count(*)::int FROM cards) AS cards,
               (SELECT count(*) FROM events)::text AS events,
               ((SELECT coalesce(sum(size), 0) FROM attachments)::bigint
                + (SELECT coalesce(sum(size), 0) FROM uploads)::bigint)::text AS storage_bytes`,
  );
  return row!;
}

export type Window = { start: string; end: string };

export type DayCount = { day: string; count: number };

/** Events written per UTC day. */
export function eventsPerDay(db: Db, window: Window): Promise<DayCount[]> {
  return rows<DayCount>(
    db,
    sql`SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
        FROM events
        WHERE created_at >= ${window.start}::timestamptz AND created_at < ${window.end}::timestamptz
        GROUP BY 1`,
  );
}

/** Accounts created per UTC day. */
export function signUpsPerDay(db: Db, window: Window): Promise<DayCount[]> {
  return rows<DayCount>(
    db,
    sql`SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
        FROM "user"
        WHERE created_at >= ${window.start}::timestamptz AND created_at < ${window.end}::timestamptz
        GROUP BY 1`,
  );
}

export type ActiveRow = { unit: 'day' | 'week'; day: string; count: number };

/**
 * Distinct people active per UTC day and per ISO week (Monday; `date_trunc('week')`), counting
 * only activity inside the window: the actor of an event, a session created or refreshed, the
 * last sign-in. Signing out deletes the session, so older sign-ins survive only through events
 * and `last_sign_in_at`.
 */
export function activeUsers(db: Db, window: Window): Promise<ActiveRow[]> {
  const inWindow = (column: string) =>
    sql`${sql.raw(column)} >= ${window.start}::timestamptz AND ${sql.raw(column)} < ${window.end}::timestamptz`;
  return rows<ActiveRow>(
    db,
    sql`WITH activity(user_id, at) AS (
          SELECT actor_id, created_at FROM events WHERE actor_id IS NOT NULL AND ${inWindow('created_at')}
          UNION ALL SELECT user_id, created_at FROM session WHERE ${inWindow('created_at')}
          UNION ALL SELECT user_id, updated_at FROM session WHERE ${inWindow('updated_at')}
          UNION ALL SELECT id, last_sign_in_at FROM "user" WHERE ${inWindow('last_sign_in_at')}
        ),
        marks AS (SELECT DISTINCT user_id, (at AT TIME ZONE 'UTC')::date AS day FROM activity)
        SELECT 'day' AS unit, to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS count FROM marks GROUP BY day
        UNION ALL
        SELECT 'week' AS unit, to_char(date_trunc('week', day)::date, 'YYYY-MM-DD') AS day,
               count(DISTINCT user_id)::int AS count
        FROM marks GROUP BY date_trunc('week', day)`,
  );
}
