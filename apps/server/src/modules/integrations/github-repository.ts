import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { boards } from '#src/db/schema/boards.ts';
import { githubConnections, githubDeliveries } from '#src/db/schema/integrations.ts';

/** The queries of GitHub connections (docs/decisions/036-github-inbound.md); the only code touching their tables. */

export type GithubConnectionRow = typeof githubConnections.$inferSelect;

export async function findConnectionOfBoard(db: Db, boardId: string): Promise<GithubConnectionRow | undefined> {
  const [row] = await db.select().from(githubConnections).where(eq(githubConnections.boardId, boardId));
  return row;
}

/** A connection with its board's workspace, for a delivery. */
export async function findConnectionForDelivery(
  db: Db,
  connectionId: string,
): Promise<(GithubConnectionRow & { workspaceId: string | null }) | undefined> {
  const [row] = await db
    .select({ connection: githubConnections, workspaceId: boards.workspaceId })
    .from(githubConnections)
    .innerJoin(boards, eq(boards.id, githubConnections.boardId))
    .where(eq(githubConnections.id, connectionId));
  return row ? { ...row.connection, workspaceId: row.workspaceId } : undefined;
}

/** The board's connection from now on: an earlier one (and its delivery log) is removed. */
export async function replaceConnection(
  db: Db,
  row: typeof githubConnections.$inferInsert & { boardId: string },
): Promise<GithubConnectionRow> {
  return db.transaction(async (tx) => {
    await tx.delete(githubConnections).where(eq(githubConnections.boardId, row.boardId));
    const [inserted] = await tx.insert(githubConnections).values(row).returning();
    return inserted!;
  });
}

export async function updateConnectionRow(
  db: Db,
  boardId: string,
  patch: Partial<Pick<GithubConnectionRow, 'mergedColumnId' | 'active' | 'secretEncrypted'>>,
): Promise<GithubConnectionRow | undefined> {
  const [row] = await db.update(githubConnections).set(patch).where(eq(githubConnections.boardId, boardId)).returning();
  return row;
}

export async function deleteConnectionOfBoard(db: Db, boardId: string): Promise<boolean> {
  const deleted = await db
    .delete(githubConnections)
    .where(eq(githubConnections.boardId, boardId))
    .returning({ id: githubConnections.id });
  return deleted.length > 0;
}

/** Written on every delivery with a good signature (not `updated_at`: the settings did not change). */
export async function touchLastDelivery(db: Db, connectionId: string): Promise<void> {
  await db
    .update(githubConnections)
    .set({ lastDeliveryAt: sql`now()`, updatedAt: sql`${githubConnections.updatedAt}` })
    .where(eq(githubConnections.id, connectionId));
}

/**
 * Records a delivery as handled; false when it already was. A redelivery racing the first waits
 * on the primary key until the first commits, then finds it.
 */
export async function claimDelivery(
  tx: Db,
  delivery: { connectionId: string; deliveryId: string; boardId: string; event: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(githubDeliveries)
    .values(delivery)
    .onConflictDoNothing()
    .returning({ id: githubDeliveries.deliveryId });
  return inserted.length > 0;
}

/** Forgets the connection's deliveries received before `before` (GitHub redelivers for days, not weeks). */
export async function pruneDeliveries(tx: Db, connectionId: string, before: Date): Promise<void> {
  await tx
    .delete(githubDeliveries)
    .where(and(eq(githubDeliveries.connectionId, connectionId), lt(githubDeliveries.receivedAt, before)));
}
