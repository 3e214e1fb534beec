import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { dateOf, firstRow, rows, textArray, type RawTimestamp } from '#src/db/raw.ts';
import { webhooks } from '#src/db/schema/integrations.ts';

/** The queries of `webhooks` (docs/decisions/035-webhooks-and-chat.md); the only code touching that table. */

export type WebhookRow = typeof webhooks.$inferSelect;

export async function insertWebhook(db: Db, row: typeof webhooks.$inferInsert): Promise<WebhookRow> {
  const [inserted] = await db.insert(webhooks).values(row).returning();
  return inserted!;
}

export function listWorkspaceWebhooks(db: Db, workspaceId: string): Promise<WebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.workspaceId, workspaceId))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
}

export async function findWebhook(db: Db, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  return row;
}

export async function countWorkspaceWebhooks(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhooks)
    .where(eq(webhooks.workspaceId, workspaceId));
  return Number(row?.n ?? 0);
}

/** Serialises creations per workspace until the transaction ends (the per-workspace limit). */
export async function lockWorkspaceWebhooks(tx: Db, workspaceId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`webhooks:${workspaceId}`}))`);
}

export async function updateWebhookRow(
  db: Db,
  id: string,
  patch: Partial<
    Pick<WebhookRow, 'url' | 'events' | 'active' | 'secretEncrypted' | 'consecutiveFailures' | 'disabledAt'>
  >,
): Promise<WebhookRow> {
  const [row] = await db.update(webhooks).set(patch).where(eq(webhooks.id, id)).returning();
  return row!;
}

export async function deleteWebhookRow(db: Db, id: string, workspaceId: string): Promise<void> {
  await db.delete(webhooks).where(and(eq(webhooks.id, id), eq(webhooks.workspaceId, workspaceId)));
}

/* ---------- what the consumer reads ---------- */

export type WebhookTarget = { id: string; workspaceId: string; events: string[]; createdAt: Date };

/** Active webhooks of these workspaces. */
export async function activeWebhooksOf(db: Db, workspaceIds: readonly string[]): Promise<WebhookTarget[]> {
  if (workspaceIds.length === 0) return [];
  const found = await rows<Omit<WebhookTarget, 'createdAt'> & { createdAt: RawTimestamp }>(
    db,
    sql`SELECT id, workspace_id AS "workspaceId", events, created_at AS "createdAt" FROM webhooks
        WHERE active AND workspace_id = ANY(${textArray(workspaceIds)})`,
  );
  return found.map((row) => ({ ...row, createdAt: dateOf(row.createdAt) }));
}

/** Each board's workspace now (a board that no longer exists is absent). */
export async function currentBoardWorkspaces(db: Db, boardIds: readonly string[]): Promise<Map<string, string | null>> {
  if (boardIds.length === 0) return new Map();
  const found = await rows<{ id: string; workspace_id: string | null }>(
    db,
    sql`SELECT id, workspace_id FROM boards WHERE id = ANY(${textArray(boardIds)})`,
  );
  return new Map(found.map((row) => [row.id, row.workspace_id]));
}

export async function userNamesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM "user" WHERE id = ANY(${textArray(ids)})`,
  );
  return new Map(found.map((row) => [row.id, row.name]));
}

/** The workspace's owner (name, e-mail, language) and name: who hears that a webhook was turned off. */
export function workspaceOwnerOf(
  db: Db,
  workspaceId: string,
): Promise<{ name: string; email: string; locale: string | null; workspace_name: string } | undefined> {
  return firstRow(
    db,
    sql`SELECT u.name, u.email, u.locale, w.name AS workspace_name
        FROM workspaces w JOIN "user" u ON u.id = w.owner_id WHERE w.id = ${workspaceId}`,
  );
}
