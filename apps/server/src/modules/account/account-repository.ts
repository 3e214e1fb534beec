import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { rows, type RawTimestamp } from '#src/db/raw.ts';

export type SessionRow = {
  id: string;
  token: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: RawTimestamp;
  updated_at: RawTimestamp;
  expires_at: RawTimestamp;
};

/** The user's live sessions, most recently active first. */
export function liveSessionsOf(db: Db, userId: string): Promise<SessionRow[]> {
  return rows<SessionRow>(
    db,
    sql`SELECT id, token, ip_address, user_agent, created_at, updated_at, expires_at
        FROM "session" WHERE user_id = ${userId} AND expires_at > now()
        ORDER BY updated_at DESC, id DESC`,
  );
}

/** Deletes one of the user's sessions; false when it is not theirs or already gone. */
export async function deleteSessionOf(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await rows<{ id: string }>(
    db,
    sql`DELETE FROM "session" WHERE id = ${sessionId} AND user_id = ${userId} RETURNING id`,
  );
  return deleted.length > 0;
}

/** Deletes every session of the user except the one with `keepToken`; returns how many. */
export async function deleteOtherSessions(db: Db, userId: string, keepToken: string): Promise<number> {
  const deleted = await rows<{ id: string }>(
    db,
    sql`DELETE FROM "session" WHERE user_id = ${userId} AND token <> ${keepToken} RETURNING id`,
  );
  return deleted.length;
}

export type OwnedWorkspaceRow = {
  id: string;
  name: string;
  board_count: number;
  member_count: number;
  successor_id: string | null;
  successor_name: string | null;
  successor_email: string | null;
};

/**
 * Workspaces the user owns, with who would take each over — the same rule as
 * modules/admin/delete-user.ts: the oldest administrator, else the oldest other member.
 */
export function ownedWorkspacesOf(db: Db, userId: string): Promise<OwnedWorkspaceRow[]> {
  return rows<OwnedWorkspaceRow>(
    db,
    sql`SELECT w.id, w.name,
               (SELECT count(*)::int FROM boards b WHERE b.workspace_id = w.id) AS board_count,
               (SELECT count(*)::int FROM workspace_members m WHERE m.workspace_id = w.id) AS member_count,
               s.user_id AS successor_id, s.name AS successor_name, s.email AS successor_email
        FROM workspaces w
        LEFT JOIN LATERAL (
          SELECT m.user_id, u.name, u.email FROM workspace_members m JOIN "user" u ON u.id = m.user_id
          WHERE m.workspace_id = w.id AND m.user_id <> ${userId}
          ORDER BY (m.role = 'admin') DESC, m.created_at ASC, m.user_id ASC LIMIT 1
        ) s ON true
        WHERE w.owner_id = ${userId}
        ORDER BY w.created_at, w.id`,
  );
}

export async function personalBoardCount(db: Db, userId: string): Promise<number> {
  const [row] = await rows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM boards WHERE owner_id = ${userId} AND workspace_id IS NULL`,
  );
  return row?.count ?? 0;
}

export async function hasPasswordAccount(db: Db, userId: string): Promise<boolean> {
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM account WHERE user_id = ${userId} AND provider_id = 'credential' AND password IS NOT NULL LIMIT 1`,
  );
  return found.length > 0;
}

/** Whether the user is the only active administrator (who may not delete the account). */
export async function isLastAdmin(db: Db, userId: string): Promise<boolean> {
  const admins = await rows<{ id: string }>(db, sql`SELECT id FROM "user" WHERE role = 'admin' AND NOT banned LIMIT 2`);
  return admins.length === 1 && admins[0]?.id === userId;
}
