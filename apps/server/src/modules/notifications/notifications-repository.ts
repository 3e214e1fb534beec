import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { NotificationChannel, NotificationKind } from '@rbax/shared/notifications';
import type { Db } from '#src/db/client.ts';
import { firstRow, rows, textArray, type RawTimestamp } from '#src/db/raw.ts';
import { cardWatchers, notificationPreferences } from '#src/db/schema/notifications.ts';

/** The SQL of notifications: what the consumer reads, the rows, preferences, watchers, mentions. */

/* ---------- what the consumer reads ---------- */

export async function workspaceName(db: Db, workspaceId: string): Promise<string | null> {
  const row = await firstRow<{ name: string }>(db, sql`SELECT name FROM workspaces WHERE id = ${workspaceId}`);
  return row?.name ?? null;
}

export type CardContext = {
  id: string;
  boardId: string;
  title: string;
  createdBy: string | null;
  assigneeId: string | null;
  boardTitle: string;
  boardIcon: string | null;
  workspaceId: string | null;
};

export async function findCardContext(db: Db, cardId: string): Promise<CardContext | undefined> {
  const row = await firstRow<{
    id: string;
    board_id: string;
    title: string;
    created_by: string | null;
    assignee_id: string | null;
    board_title: string;
    board_icon: string | null;
    workspace_id: string | null;
  }>(
    db,
    sql`SELECT c.id, c.board_id, c.title, c.created_by, c.assignee_id, b.title AS board_title, b.icon AS board_icon,
               b.workspace_id
        FROM cards c JOIN boards b ON b.id = c.board_id WHERE c.id = ${cardId}`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    boardId: row.board_id,
    title: row.title,
    createdBy: row.created_by,
    assigneeId: row.assignee_id,
    boardTitle: row.board_title,
    boardIcon: row.board_icon,
    workspaceId: row.workspace_id,
  };
}

export async function findCommentBody(
  db: Db,
  commentId: string,
): Promise<{ body: string; cardId: string } | undefined> {
  return firstRow<{ body: string; cardId: string }>(
    db,
    sql`SELECT body, card_id AS "cardId" FROM comments WHERE id = ${commentId}`,
  );
}

export async function watchersOf(db: Db, cardId: string): Promise<string[]> {
  const found = await db
    .select({ userId: cardWatchers.userId })
    .from(cardWatchers)
    .where(eq(cardWatchers.cardId, cardId));
  return found.map((row) => row.userId);
}

export async function userNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM "user" WHERE id = ANY(${textArray(ids)})`,
  );
  return new Map(found.map((row) => [row.id, row.name]));
}

/* ---------- preferences ---------- */

export async function channelsOf(
  db: Db,
  userIds: string[],
  kind: NotificationKind,
): Promise<Map<string, NotificationChannel>> {
  if (userIds.length === 0) return new Map();
  const found = await db
    .select({ userId: notificationPreferences.userId, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.kind, kind)));
  return new Map(found.map((row) => [row.userId, row.channel as NotificationChannel]));
}

export async function preferencesOf(db: Db, userId: string): Promise<{ kind: string; channel: string }[]> {
  return db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreferences(
  db: Db,
  userId: string,
  entries: { kind: NotificationKind; channel: NotificationChannel }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(entries.map((entry) => ({ userId, ...entry })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { channel: sql`excluded.channel` },
    });
}

/* ---------- notification rows ---------- */

export type NewNotification = {
  id: string;
  userId: string;
  kind: NotificationKind;
  actorId: string | null;
  workspaceId: string | null;
  boardId: string | null;
  cardId: string | null;
  eventId: number | null;
  dedupeKey: string;
  data: Record<string, unknown>;
};

/**
 * Inserts the notifications not made before (same person, kind and dedupe key) and returns
 * those: reprocessing the same event or reminder writes nothing.
 */
export async function insertNotifications(
  tx: Db,
  list: NewNotification[],
): Promise<{ id: string; userId: string; kind: NotificationKind }[]> {
  if (list.length === 0) return [];
  const values = sql.join(
    list.map(
      (n) =>
        sql`(${n.id}, ${n.userId}, ${n.kind}, ${n.actorId}, ${n.workspaceId}, ${n.boardId}, ${n.cardId},
             ${n.eventId}::bigint, ${n.dedupeKey}, ${JSON.stringify(n.data)}::jsonb)`,
    ),
    sql`, `,
  );
  return rows<{ id: string; userId: string; kind: NotificationKind }>(
    tx,
    sql`INSERT INTO notifications (id, user_id, kind, actor_id, workspace_id, board_id, card_id, event_id, dedupe_key, data)
        VALUES ${values}
        ON CONFLICT (user_id, kind, dedupe_key) DO NOTHING
        RETURNING id, user_id AS "userId", kind`,
  );
}

export type NotificationRow = {
  id: string;
  kind: string;
  read_at: RawTimestamp | null;
  created_at: RawTimestamp;
  actor_id: string | null;
  actor_name: string | null;
  actor_image: string | null;
  workspace_id: string | null;
  workspace_name: string | null;
  board_id: string | null;
  board_title: string | null;
  board_icon: string | null;
  card_id: string | null;
  card_title: string | null;
  data: Record<string, unknown> | null;
};

/**
 * What the user may still see: notifications of boards they can read now, and of workspaces
 * they still belong to. An API key restricted to some workspaces (`onlyWorkspaceIds`, decision
 * 033) sees the others' only through boards it reads (the caller narrows `readableBoardIds`).
 */
function visibleTo(userId: string, readableBoardIds: string[], onlyWorkspaceIds: readonly string[] | null = null): SQL {
  const keyFilter = onlyWorkspaceIds
    ? sql` AND (n.board_id IS NOT NULL OR n.workspace_id = ANY(${textArray(onlyWorkspaceIds)}))`
    : sql``;
  return sql`n.user_id = ${userId}
    AND (n.board_id IS NULL OR n.board_id = ANY(${textArray(readableBoardIds)}))
    AND (n.board_id IS NOT NULL OR n.workspace_id IS NULL
         OR EXISTS (SELECT 1 FROM workspace_members wm WHERE wm.workspace_id = n.workspace_id AND wm.user_id = ${userId}))${keyFilter}`;
}

/** Narrowing of a restricted API key: the boards it reads and the workspaces it reaches. */
export type KeyVisibility = { readableBoardIds: string[]; onlyWorkspaceIds: readonly string[] };

const selectNotification = sql`SELECT n.id, n.kind, n.read_at, n.created_at, n.actor_id, u.name AS actor_name,
    u.image AS actor_image, n.workspace_id, w.name AS workspace_name, n.board_id, b.title AS board_title,
    b.icon AS board_icon, n.card_id, c.title AS card_title, n.data
  FROM notifications n
  LEFT JOIN "user" u ON u.id = n.actor_id
  LEFT JOIN workspaces w ON w.id = n.workspace_id
  LEFT JOIN boards b ON b.id = n.board_id
  LEFT JOIN cards c ON c.id = n.card_id`;

export async function listNotificationRows(
  db: Db,
  input: {
    userId: string;
    readableBoardIds: string[];
    onlyWorkspaceIds?: readonly string[] | null;
    unread: boolean;
    cursor: string | undefined;
    limit: number;
  },
): Promise<NotificationRow[]> {
  const filters = [visibleTo(input.userId, input.readableBoardIds, input.onlyWorkspaceIds)];
  if (input.unread) filters.push(sql`n.read_at IS NULL`);
  if (input.cursor) filters.push(sql`n.id < ${input.cursor}`);
  return rows<NotificationRow>(
    db,
    sql`${selectNotification} WHERE ${sql.join(filters, sql` AND `)} ORDER BY n.id DESC LIMIT ${input.limit}`,
  );
}

export async function countUnread(
  db: Db,
  userId: string,
  readableBoardIds: string[],
  onlyWorkspaceIds: readonly string[] | null = null,
): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM notifications n
        WHERE ${visibleTo(userId, readableBoardIds, onlyWorkspaceIds)} AND n.read_at IS NULL`,
  );
  return row?.n ?? 0;
}

export async function findNotificationRow(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  return firstRow<NotificationRow>(db, sql`${selectNotification} WHERE n.id = ${id} AND n.user_id = ${userId}`);
}

/** Whether a restricted API key sees this notification. */
export async function isVisibleToKey(db: Db, userId: string, id: string, key: KeyVisibility): Promise<boolean> {
  const visible = visibleTo(userId, key.readableBoardIds, key.onlyWorkspaceIds);
  const found = await firstRow(db, sql`SELECT 1 AS one FROM notifications n WHERE n.id = ${id} AND ${visible}`);
  return found !== undefined;
}

export async function setRead(db: Db, userId: string, id: string, read: boolean): Promise<boolean> {
  const row = await firstRow<{ id: string }>(
    db,
    sql`UPDATE notifications SET read_at = ${read ? sql`coalesce(read_at, now())` : sql`NULL`}
        WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return row !== undefined;
}

/** With `key`, only what that restricted API key sees. */
export async function setAllRead(db: Db, userId: string, key?: KeyVisibility): Promise<number> {
  const scope = key ? visibleTo(userId, key.readableBoardIds, key.onlyWorkspaceIds) : sql`n.user_id = ${userId}`;
  const updated = await rows<{ id: string }>(
    db,
    sql`UPDATE notifications n SET read_at = now() WHERE ${scope} AND n.read_at IS NULL RETURNING n.id`,
  );
  return updated.length;
}

/* ---------- e-mail ---------- */

export type MailCandidate = NotificationRow & {
  email: string;
  user_name: string;
  locale: string | null;
  timezone: string | null;
};

/**
 * Claims the notifications to e-mail: recent, not e-mailed yet, whose person chose 'email' for
 * the kind. `emailed_at` is set in the same statement, so two instances never send one twice.
 */
export async function claimMails(db: Db, ids: string[] | null, sinceMinutes: number): Promise<MailCandidate[]> {
  const scope = ids
    ? sql`n.id = ANY(${textArray(ids)})`
    : sql`n.created_at > now() - make_interval(mins => ${sinceMinutes})`;
  return rows<MailCandidate>(
    db,
    sql`WITH claimed AS (
          UPDATE notifications n SET emailed_at = now()
          FROM notification_preferences p
          WHERE ${scope} AND n.emailed_at IS NULL
            AND p.user_id = n.user_id AND p.kind = n.kind AND p.channel = 'email'
          RETURNING n.*)
        SELECT n.id, n.kind, n.read_at, n.created_at, n.actor_id, u.name AS actor_name, u.image AS actor_image,
               n.workspace_id, w.name AS workspace_name, n.board_id, b.title AS board_title, b.icon AS board_icon,
               n.card_id, c.title AS card_title, n.data, r.email, r.name AS user_name, r.locale, r.timezone
        FROM claimed n
        JOIN "user" r ON r.id = n.user_id
        LEFT JOIN "user" u ON u.id = n.actor_id
        LEFT JOIN workspaces w ON w.id = n.workspace_id
        LEFT JOIN boards b ON b.id = n.board_id
        LEFT JOIN cards c ON c.id = n.card_id`,
  );
}

/** A message that could not be sent is tried again by the next sweep. */
export async function releaseMail(db: Db, id: string): Promise<void> {
  await db.execute(sql`UPDATE notifications SET emailed_at = NULL WHERE id = ${id}`);
}

/* ---------- due dates ---------- */

export type DueCandidate = {
  card_id: string;
  board_id: string;
  workspace_id: string | null;
  card_title: string;
  board_title: string;
  board_icon: string | null;
  due_date: RawTimestamp;
  user_id: string;
  kind: 'card.due_soon' | 'card.overdue';
  dedupe_key: string;
};

/**
 * Open cards (not archived, not completed, on a board not archived) due within the window, with
 * the person to remind (the assignee, else the creator), who has not turned the kind off and
 * has no reminder of that kind yet for that due date.
 */
export async function dueCandidates(
  db: Db,
  now: Date,
  windowHours: number,
  lookbackDays: number,
  limit: number,
): Promise<DueCandidate[]> {
  const at = now.toISOString();
  return rows<DueCandidate>(
    db,
    sql`WITH due AS (
          SELECT c.id AS card_id, c.board_id, b.workspace_id, c.title AS card_title, b.title AS board_title,
                 b.icon AS board_icon, c.due_date, coalesce(c.assignee_id, c.created_by) AS user_id,
                 CASE WHEN c.due_date <= ${at}::timestamptz THEN 'card.overdue' ELSE 'card.due_soon' END AS kind
          FROM cards c JOIN boards b ON b.id = c.board_id
          WHERE c.due_date IS NOT NULL AND NOT c.archived AND c.completed_at IS NULL
            AND c.due_date > ${at}::timestamptz - make_interval(days => ${lookbackDays})
            AND c.due_date <= ${at}::timestamptz + make_interval(hours => ${windowHours})
            AND NOT b.archived AND coalesce(c.assignee_id, c.created_by) IS NOT NULL)
        SELECT due.*, due.card_id || ':' || to_char(due.due_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS dedupe_key
        FROM due
        WHERE NOT EXISTS (
          SELECT 1 FROM notifications n
          WHERE n.user_id = due.user_id AND n.kind = due.kind
            AND n.dedupe_key = due.card_id || ':' || to_char(due.due_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
          AND NOT EXISTS (
            SELECT 1 FROM notification_preferences p
            WHERE p.user_id = due.user_id AND p.kind = due.kind AND p.channel = 'off')
        ORDER BY due.due_date
        LIMIT ${limit}`,
  );
}

/* ---------- watchers and mentions ---------- */

export async function isWatching(db: Db, cardId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: cardWatchers.userId })
    .from(cardWatchers)
    .where(and(eq(cardWatchers.cardId, cardId), eq(cardWatchers.userId, userId)));
  return row !== undefined;
}

export async function addWatcher(db: Db, row: { cardId: string; userId: string; boardId: string }): Promise<void> {
  await db.insert(cardWatchers).values(row).onConflictDoNothing();
}

export async function removeWatcher(db: Db, cardId: string, userId: string): Promise<void> {
  await db.delete(cardWatchers).where(and(eq(cardWatchers.cardId, cardId), eq(cardWatchers.userId, userId)));
}

/** A text[] parameter (an empty array is typed too). */
