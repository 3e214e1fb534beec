import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { firstRow, type RawTimestamp } from '#src/db/raw.ts';
import { apiKeys } from '#src/db/schema/integrations.ts';
import { workspaceMembers, workspaces } from '#src/db/schema/workspaces.ts';

/** The queries of API keys (docs/decisions/033-api-keys.md); the only code touching `api_keys`. */

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Db, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [inserted] = await db.insert(apiKeys).values(row).returning();
  return inserted!;
}

/** The user's keys, newest first. */
export function listApiKeyRows(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Keys of the user that have not expired at `now`. */
export async function countActiveApiKeys(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))));
  return Number(row?.n ?? 0);
}

/**
 * Serialises key creation per user until the transaction ends, so two creations racing cannot
 * both pass the active-key limit.
 */
export async function lockUserKeys(db: Db, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`api-keys:${userId}`}))`);
}

/** Deletes one of the user's keys; false when the user has no key with that id. */
export async function deleteApiKeyRow(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return deleted.length > 0;
}

/** `{ id, name }` of those workspaces the user still belongs to, by name. */
export function memberWorkspacesAmong(
  db: Db,
  userId: string,
  workspaceIds: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (workspaceIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaces)
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId)),
    )
    .where(inArray(workspaces.id, [...workspaceIds]))
    .orderBy(asc(workspaces.name), asc(workspaces.id));
}

export type ApiKeyUserRow = {
  key_id: string;
  scopes: string[];
  workspace_ids: string[] | null;
  expires_at: RawTimestamp | null;
  last_used_at: RawTimestamp | null;
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  role: string;
  banned: boolean;
  locale: string | null;
  theme: string | null;
  created_at: RawTimestamp;
};

/** The key with this hash and its owner, in ONE query (read on every request that uses a key). */
export function findApiKeyUser(db: Db, keyHash: string): Promise<ApiKeyUserRow | undefined> {
  return firstRow<ApiKeyUserRow>(
    db,
    sql`SELECT k.id AS key_id, k.scopes, k.workspace_ids, k.expires_at, k.last_used_at,
               u.id, u.name, u.email, u.email_verified, u.image, u.role, u.banned, u.locale, u.theme, u.created_at
        FROM api_keys k JOIN "user" u ON u.id = k.user_id
        WHERE k.key_hash = ${keyHash}`,
  );
}

/** Records a use unless one was recorded after `staleBefore` (by this or another instance). */
export async function touchApiKey(db: Db, id: string, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}
