import { sql } from 'drizzle-orm';
import type { AwardKind, BadgeId } from '@rbax/shared/gamification';
import type { Db } from '#src/db/client.ts';
import { dateOf, firstRow, rows, textArray, type RawTimestamp } from '#src/db/raw.ts';
import type { ConsumedEvent } from '#src/modules/event-log/event-log-repository.ts';

/** The `gamification` module's SQL (docs/decisions/053): awards, badges, settings, members. */

export type NewAward = {
  workspaceId: string;
  kind: AwardKind;
  subjectId: string;
  userId: string;
  boardId: string | null;
  cardId: string | null;
  points: number;
  eventId: number;
  awardedAt: Date;
};

/**
 * Inserts the award unless its key (workspace, kind, subject) is taken; true when inserted.
 * Nothing is written for a workspace or person deleted since the event.
 */
export async function insertAward(tx: Db, award: NewAward): Promise<boolean> {
  const row = await firstRow<{ ok: number }>(
    tx,
    sql`INSERT INTO gamification_awards (workspace_id, kind, subject_id, user_id, board_id, card_id, points, event_id, awarded_at)
      SELECT ${award.workspaceId}, ${award.kind}, ${award.subjectId}, ${award.userId}, ${award.boardId}, ${award.cardId},
        ${award.points}, ${award.eventId}, ${award.awardedAt.toISOString()}::timestamptz
      WHERE EXISTS (SELECT 1 FROM workspaces WHERE id = ${award.workspaceId})
        AND EXISTS (SELECT 1 FROM "user" WHERE id = ${award.userId})
      ON CONFLICT DO NOTHING
      RETURNING 1 AS ok`,
  );
  return row !== undefined;
}

export async function insertBadge(
  tx: Db,
  badge: { workspaceId: string; userId: string; badge: BadgeId; eventId: number; earnedAt: Date },
): Promise<boolean> {
  const row = await firstRow<{ ok: number }>(
    tx,
    sql`INSERT INTO gamification_badges (workspace_id, user_id, badge, event_id, earned_at)
      VALUES (${badge.workspaceId}, ${badge.userId}, ${badge.badge}, ${badge.eventId}, ${badge.earnedAt.toISOString()}::timestamptz)
      ON CONFLICT DO NOTHING
      RETURNING 1 AS ok`,
  );
  return row !== undefined;
}

export async function revokeCardAwards(tx: Db, workspaceId: string, cardId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM gamification_awards WHERE workspace_id = ${workspaceId} AND card_id = ${cardId}`);
}

export async function revokeBoardAwards(tx: Db, workspaceId: string, boardId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM gamification_awards WHERE workspace_id = ${workspaceId} AND board_id = ${boardId}`);
}

export async function revokeSubjectAward(tx: Db, workspaceId: string, kind: AwardKind, subjectId: string) {
  await tx.execute(
    sql`DELETE FROM gamification_awards WHERE workspace_id = ${workspaceId} AND kind = ${kind} AND subject_id = ${subjectId}`,
  );
}

export async function userTimeZone(db: Db, userId: string): Promise<string | null> {
  const row = await firstRow<{ timezone: string | null }>(db, sql`SELECT timezone FROM "user" WHERE id = ${userId}`);
  return row?.timezone ?? null;
}

/** The checklist events of a card up to (and with) event `uptoId`, in order. */
export async function checklistEventsOf(
  tx: Db,
  cardId: string,
  uptoId: number,
): Promise<{ kind: string; data: Record<string, unknown> }[]> {
  return rows(
    tx,
    sql`SELECT kind, data FROM events
      WHERE entity_id = ${cardId} AND id <= ${uptoId}
        AND kind IN ('checklist.item_added', 'checklist.item_updated', 'checklist.item_deleted')
      ORDER BY id`,
  );
}

type DueChange = { old?: unknown; new?: unknown } | null;

/**
 * The card's due date when event `eventId` happened, from the log: the latest change before it;
 * else what the first change after it replaced; else (never changed since creation, whose event
 * does not carry it) the card's due date now.
 */
export async function dueDateAt(tx: Db, cardId: string, eventId: number): Promise<Date | null> {
  const row = await firstRow<{ before: DueChange; after: DueChange; current: RawTimestamp | null }>(
    tx,
    sql`SELECT
      (SELECT data->'changes'->'dueDate' FROM events
        WHERE entity_id = ${cardId} AND id < ${eventId} AND kind = 'card.updated' AND data->'changes'->'dueDate' IS NOT NULL
        ORDER BY id DESC LIMIT 1) AS before,
      (SELECT data->'changes'->'dueDate' FROM events
        WHERE entity_id = ${cardId} AND id > ${eventId} AND kind = 'card.updated' AND data->'changes'->'dueDate' IS NOT NULL
        ORDER BY id LIMIT 1) AS after,
      (SELECT due_date FROM cards WHERE id = ${cardId}) AS current`,
  );
  if (!row) return null;
  const value = row.before ? row.before.new : row.after ? row.after.old : row.current;
  if (typeof value === 'string' || value instanceof Date) return dateOf(value);
  return null;
}

export async function awardCounts(
  tx: Db,
  workspaceId: string,
  userId: string,
): Promise<Partial<Record<AwardKind, number>>> {
  const list = await rows<{ kind: AwardKind; count: number }>(
    tx,
    sql`SELECT kind, count(*)::int AS count FROM gamification_awards
      WHERE workspace_id = ${workspaceId} AND user_id = ${userId} GROUP BY kind`,
  );
  return Object.fromEntries(list.map((row) => [row.kind, Number(row.count)]));
}

/** The local dates (person's zone) with an award, in the 60 days up to `upto`. */
export async function awardDays(
  db: Db,
  workspaceId: string,
  userId: string,
  zone: string,
  upto: Date,
): Promise<string[]> {
  const list = await rows<{ day: string }>(
    db,
    sql`SELECT DISTINCT to_char(awarded_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day FROM gamification_awards
      WHERE workspace_id = ${workspaceId} AND user_id = ${userId}
        AND awarded_at <= ${upto.toISOString()}::timestamptz
        AND awarded_at > ${upto.toISOString()}::timestamptz - interval '60 days'`,
  );
  return list.map((row) => row.day);
}

/** Focus sessions scored for the person on the local day of `at`. */
export async function focusSessionsOn(db: Db, workspaceId: string, userId: string, zone: string, at: Date) {
  const row = await firstRow<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM gamification_awards
      WHERE workspace_id = ${workspaceId} AND user_id = ${userId} AND kind = 'focus_session'
        AND (awarded_at AT TIME ZONE ${zone})::date = (${at.toISOString()}::timestamptz AT TIME ZONE ${zone})::date`,
  );
  return Number(row?.count ?? 0);
}

/* ---------- settings and members ---------- */

export async function findSettings(db: Db, workspaceId: string): Promise<{ enabled: boolean }> {
  const row = await firstRow<{ enabled: boolean }>(
    db,
    sql`SELECT enabled FROM gamification_settings WHERE workspace_id = ${workspaceId}`,
  );
  return { enabled: row?.enabled ?? false };
}

export async function upsertSettings(db: Db, workspaceId: string, enabled: boolean, userId: string): Promise<void> {
  await db.execute(sql`INSERT INTO gamification_settings (workspace_id, enabled, updated_by, updated_at)
    VALUES (${workspaceId}, ${enabled}, ${userId}, now())
    ON CONFLICT (workspace_id) DO UPDATE SET enabled = excluded.enabled, updated_by = excluded.updated_by, updated_at = now()`);
}

export async function isHidden(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const row = await firstRow<{ hidden: boolean }>(
    db,
    sql`SELECT hidden FROM gamification_members WHERE workspace_id = ${workspaceId} AND user_id = ${userId}`,
  );
  return row?.hidden ?? false;
}

export async function upsertMember(db: Db, workspaceId: string, userId: string, hidden: boolean): Promise<void> {
  await db.execute(sql`INSERT INTO gamification_members (workspace_id, user_id, hidden, updated_at)
    VALUES (${workspaceId}, ${userId}, ${hidden}, now())
    ON CONFLICT (workspace_id, user_id) DO UPDATE SET hidden = excluded.hidden, updated_at = now()`);
}

/** The workspaces (of `ids`) where gamification is on. */
export async function enabledWorkspaces(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = await rows<{ workspace_id: string }>(
    db,
    sql`SELECT workspace_id FROM gamification_settings WHERE enabled AND workspace_id = ANY(${textArray(ids)})`,
  );
  return new Set(list.map((row) => row.workspace_id));
}

/* ---------- reads ---------- */

export type RankingRow = { id: string; name: string; image: string | null; points: number; badges: number };

/** The workspace's members not hidden, with their points since `since` (null: all time). */
export async function rankingRows(db: Db, workspaceId: string, since: Date | null): Promise<RankingRow[]> {
  const period = since ? sql`AND a.awarded_at >= ${since.toISOString()}::timestamptz` : sql``;
  const list = await rows<RankingRow>(
    db,
    sql`SELECT u.id, u.name, u.image,
        coalesce((SELECT sum(a.points) FROM gamification_awards a
          WHERE a.workspace_id = m.workspace_id AND a.user_id = m.user_id ${period}), 0)::int AS points,
        (SELECT count(*) FROM gamification_badges b WHERE b.workspace_id = m.workspace_id AND b.user_id = m.user_id)::int AS badges
      FROM workspace_members m
      JOIN "user" u ON u.id = m.user_id
      LEFT JOIN gamification_members g ON g.workspace_id = m.workspace_id AND g.user_id = m.user_id
      WHERE m.workspace_id = ${workspaceId} AND NOT coalesce(g.hidden, false)`,
  );
  return list.map((row) => ({ ...row, points: Number(row.points), badges: Number(row.badges) }));
}

export async function pointsOf(db: Db, workspaceId: string, userId: string, since: Date | null): Promise<number> {
  const period = since ? sql`AND awarded_at >= ${since.toISOString()}::timestamptz` : sql``;
  const row = await firstRow<{ points: number }>(
    db,
    sql`SELECT coalesce(sum(points), 0)::int AS points FROM gamification_awards
      WHERE workspace_id = ${workspaceId} AND user_id = ${userId} ${period}`,
  );
  return Number(row?.points ?? 0);
}

export async function badgesOf(db: Db, workspaceId: string, userId: string) {
  const list = await rows<{ badge: BadgeId; earned_at: RawTimestamp }>(
    db,
    sql`SELECT badge, earned_at FROM gamification_badges
      WHERE workspace_id = ${workspaceId} AND user_id = ${userId} ORDER BY earned_at, badge`,
  );
  return list.map((row) => ({ id: row.badge, earnedAt: dateOf(row.earned_at).toISOString() }));
}

export async function workspaceTotals(db: Db, workspaceId: string): Promise<{ userId: string; points: number }[]> {
  const list = await rows<{ user_id: string; points: number }>(
    db,
    sql`SELECT user_id, sum(points)::int AS points FROM gamification_awards
      WHERE workspace_id = ${workspaceId} GROUP BY user_id ORDER BY user_id`,
  );
  return list.map((row) => ({ userId: row.user_id, points: Number(row.points) }));
}

/* ---------- recompute ---------- */

/** Holds the consumer's cursor row (so no batch runs meanwhile) and returns its position. */
export async function lockCursor(tx: Db, name: string): Promise<number> {
  const row = await firstRow<{ last_event_id: string | number }>(
    tx,
    sql`SELECT last_event_id FROM event_consumers WHERE name = ${name} FOR UPDATE`,
  );
  return Number(row?.last_event_id ?? 0);
}

export async function clearWorkspace(tx: Db, workspaceId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM gamification_awards WHERE workspace_id = ${workspaceId}`);
  await tx.execute(sql`DELETE FROM gamification_badges WHERE workspace_id = ${workspaceId}`);
}

/** A page of the workspace's scored events after `afterId` up to `uptoId`, in order. */
export async function workspaceEvents(
  tx: Db,
  workspaceId: string,
  kinds: readonly string[],
  afterId: number,
  uptoId: number,
  limit: number,
): Promise<ConsumedEvent[]> {
  const list = await rows<{
    id: string | number;
    seq: string | number;
    kind: string;
    board_id: string | null;
    workspace_id: string | null;
    actor_id: string | null;
    entity_id: string | null;
    data: Record<string, unknown> | null;
    created_at: RawTimestamp;
  }>(
    tx,
    sql`SELECT id, seq, kind, board_id, workspace_id, actor_id, entity_id, data, created_at FROM events
      WHERE workspace_id = ${workspaceId} AND id > ${afterId} AND id <= ${uptoId} AND kind = ANY(${textArray(kinds)})
      ORDER BY id LIMIT ${limit}`,
  );
  return list.map((row) => ({
    id: Number(row.id),
    seq: Number(row.seq),
    kind: row.kind,
    boardId: row.board_id,
    workspaceId: row.workspace_id,
    actorId: row.actor_id,
    entityId: row.entity_id,
    data: row.data ?? {},
    createdAt: dateOf(row.created_at),
  }));
}
