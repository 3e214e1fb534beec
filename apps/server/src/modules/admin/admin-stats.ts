import { SIGNUP_DAYS, type AdminStats } from '@rbax/shared/admin';
import { sql } from 'drizzle-orm';
import { assertAdmin, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { rows } from '#src/db/raw.ts';

type TotalsRow = {
  users: number;
  admins: number;
  banned: number;
  boards_active: number;
  boards_archived: number;
  cards_active: number;
  cards_archived: number;
};

/**
 * The installation's totals and the sign-ups of the last 30 UTC days (today included), every day
 * present. Cards count by their own `archived` flag (a card of an archived board is active).
 */
export async function getAdminStats(deps: Pick<Deps, 'db'>, actor: SessionUser): Promise<AdminStats> {
  assertAdmin(actor);
  const [totals, days] = await Promise.all([
    rows<TotalsRow>(
      deps.db,
      sql`SELECT
            (SELECT count(*)::int FROM "user") AS users,
            (SELECT count(*)::int FROM "user" WHERE role = 'admin') AS admins,
            (SELECT count(*)::int FROM "user" WHERE banned) AS banned,
            (SELECT count(*)::int FROM boards WHERE NOT archived) AS boards_active,
            (SELECT count(*)::int FROM boards WHERE archived) AS boards_archived,
            (SELECT count(*)::int FROM cards WHERE NOT archived) AS cards_active,
            (SELECT count(*)::int FROM cards WHERE archived) AS cards_archived`,
    ),
    rows<{ day: string; count: number }>(
      deps.db,
      sql`WITH days AS (
            SELECT generate_series(
              (now() AT TIME ZONE 'UTC')::date - ${SIGNUP_DAYS - 1}::int,
              (now() AT TIME ZONE 'UTC')::date,
              interval '1 day'
            )::date AS day
          )
          SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(u.id)::int AS count
          FROM days d
          LEFT JOIN "user" u
            ON u.created_at >= (d.day::timestamp AT TIME ZONE 'UTC')
           AND u.created_at < ((d.day + 1)::timestamp AT TIME ZONE 'UTC')
          GROUP BY d.day ORDER BY d.day`,
    ),
  ]);
  const t = totals[0]!;
  return {
    users: { total: t.users, admins: t.admins, regular: t.users - t.admins, banned: t.banned },
    boards: { active: t.boards_active, archived: t.boards_archived },
    cards: { active: t.cards_active, archived: t.cards_archived },
    signups: days.map((d) => ({ date: d.day, count: Number(d.count) })),
  };
}
