import type { AdminUserSort } from '@rbax/shared/admin';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import type { RawTimestamp } from '#src/db/raw.ts';

/**
 * Accounts as the administration area sees them. The last sign-in is the later of the account's
 * `last_sign_in_at` and its newest session's start: sessions are deleted on sign-out and on a
 * ban, so the column is the lasting record, the sessions cover sign-ins before it was written.
 */

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  created_at: RawTimestamp;
  role: string;
  banned: boolean;
  ban_reason: string | null;
  last_sign_in_at: RawTimestamp | null;
  two_factor_enabled: boolean;
  locale: string | null;
};

/** Statements go through `db.execute`: a generic prepared plan cannot see the search pattern. */
async function execute<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** `%text%` for LIKE with LIKE's own characters taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case- and accent-insensitive match on name or e-mail (rbax_fold, migration 0008). */
function searchCondition(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const pattern = likePattern(q);
  return sql`(public.rbax_fold(u.name) LIKE public.rbax_fold(${pattern}) OR public.rbax_fold(u.email) LIKE public.rbax_fold(${pattern}))`;
}

const orderBy: Record<AdminUserSort, SQL> = {
  'name:asc': sql`public.rbax_fold(u.name) ASC, u.name ASC`,
  'name:desc': sql`public.rbax_fold(u.name) DESC, u.name DESC`,
  'email:asc': sql`lower(u.email) ASC`,
  'email:desc': sql`lower(u.email) DESC`,
  'createdAt:asc': sql`u.created_at ASC`,
  'createdAt:desc': sql`u.created_at DESC`,
  'lastSignInAt:asc': sql`last_sign_in_at ASC NULLS FIRST`,
  'lastSignInAt:desc': sql`last_sign_in_at DESC NULLS LAST`,
};

const userColumns = sql`u.id, u.name, u.email, u.image, u.created_at, u.role, u.banned, u.ban_reason, u.two_factor_enabled, u.locale,
  greatest(u.last_sign_in_at, (SELECT max(s.created_at) FROM "session" s WHERE s.user_id = u.id)) AS last_sign_in_at`;

export async function listAdminUsers(
  db: Db,
  options: { q?: string | undefined; sort: AdminUserSort; limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = searchCondition(options.q);
  const [rows, counted] = await Promise.all([
    execute<AdminUserRow>(
      db,
      sql`SELECT ${userColumns} FROM "user" u WHERE ${where}
          ORDER BY ${orderBy[options.sort]}, u.id ASC LIMIT ${options.limit} OFFSET ${options.offset}`,
    ),
    execute<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM "user" u WHERE ${where}`),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

export async function findAdminUser(db: Db, userId: string): Promise<AdminUserRow | undefined> {
  const found = await execute<AdminUserRow>(db, sql`SELECT ${userColumns} FROM "user" u WHERE u.id = ${userId}`);
  return found[0];
}

/**
 * Locks the administrators' rows for the rest of the transaction and returns their ids (those
 * not banned): two administrators demoting each other at once cannot both pass the
 * "another administrator remains" check.
 */
export async function lockActiveAdmins(tx: Db): Promise<string[]> {
  const found = await execute<{ id: string }>(
    tx,
    sql`SELECT id FROM "user" WHERE role = 'admin' AND NOT banned ORDER BY id FOR UPDATE`,
  );
  return found.map((row) => row.id);
}

export async function setUserRole(tx: Db, userId: string, role: string): Promise<void> {
  await tx.execute(sql`UPDATE "user" SET role = ${role}, updated_at = now() WHERE id = ${userId}`);
}

/** Bans the account and ends every session of it in the same statement batch. */
export async function banUserRow(tx: Db, userId: string, reason: string): Promise<number> {
  await tx.execute(
    sql`UPDATE "user" SET banned = true, ban_reason = ${reason}, ban_expires = NULL, updated_at = now() WHERE id = ${userId}`,
  );
  const deleted = await execute<{ id: string }>(tx, sql`DELETE FROM "session" WHERE user_id = ${userId} RETURNING id`);
  return deleted.length;
}

export async function unbanUserRow(tx: Db, userId: string): Promise<void> {
  await tx.execute(
    sql`UPDATE "user" SET banned = false, ban_reason = NULL, ban_expires = NULL, updated_at = now() WHERE id = ${userId}`,
  );
}
