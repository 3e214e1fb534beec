import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { firstRow } from '#src/db/raw.ts';
import { portabilityJobs } from '#src/db/schema/portability.ts';

/** The only code that touches `portability_jobs` (HOUSE-STYLE rule 4). */

export type JobRow = typeof portabilityJobs.$inferSelect;
export type NewJobRow = typeof portabilityJobs.$inferInsert;

export async function insertJob(db: Db, row: NewJobRow): Promise<JobRow> {
  const [inserted] = await db.insert(portabilityJobs).values(row).returning();
  return inserted!;
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(portabilityJobs).where(eq(portabilityJobs.id, id));
  return row;
}

export async function updateJob(db: Db, id: string, patch: Partial<NewJobRow>): Promise<void> {
  await db.update(portabilityJobs).set(patch).where(eq(portabilityJobs.id, id));
}

/** Moves a job from one status to another only if it is still in the first (two confirms race). */
export async function transitionJob(db: Db, id: string, from: string, patch: Partial<NewJobRow>): Promise<boolean> {
  const rows = await db
    .update(portabilityJobs)
    .set(patch)
    .where(and(eq(portabilityJobs.id, id), eq(portabilityJobs.status, from)))
    .returning({ id: portabilityJobs.id });
  return rows.length > 0;
}

/**
 * Takes the oldest queued job for this process: `FOR UPDATE SKIP LOCKED` so two instances never
 * take the same one, and it is marked running in the same statement.
 */
export async function claimNextJob(db: Db): Promise<JobRow | undefined> {
  const row = await firstRow<{ id: string }>(
    db,
    sql`
    UPDATE portability_jobs SET status = 'running', started_at = now(), updated_at = now()
    WHERE id = (SELECT id FROM portability_jobs WHERE status = 'queued' ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id`,
  );
  return row ? findJob(db, row.id) : undefined;
}

/** A workspace's (or the instance's: null) jobs of some kinds, newest first. */
export async function listJobs(db: Db, filter: { workspaceId: string | null; kinds: string[]; userId?: string }) {
  const conditions = [inArray(portabilityJobs.kind, filter.kinds)];
  conditions.push(
    filter.workspaceId === null
      ? sql`${portabilityJobs.workspaceId} IS NULL`
      : eq(portabilityJobs.workspaceId, filter.workspaceId),
  );
  if (filter.userId) conditions.push(eq(portabilityJobs.userId, filter.userId));
  return db
    .select()
    .from(portabilityJobs)
    .where(and(...conditions))
    .orderBy(desc(portabilityJobs.createdAt))
    .limit(50);
}

/** Finished jobs whose file's time is up, and previews nobody confirmed for a day. */
export async function expiredJobs(db: Db, now: Date): Promise<JobRow[]> {
  return db
    .select()
    .from(portabilityJobs)
    .where(
      sql`(${portabilityJobs.expiresAt} IS NOT NULL AND ${portabilityJobs.expiresAt} < ${now.toISOString()}::timestamptz AND ${portabilityJobs.status} <> 'expired')
        OR (${portabilityJobs.status} = 'preview' AND ${portabilityJobs.createdAt} < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz)`,
    );
}

/** Scheduled backups of a workspace beyond the newest `keep`, to delete. */
export async function scheduledBackupsBeyond(db: Db, workspaceId: string, keep: number): Promise<JobRow[]> {
  const rows = await db
    .select()
    .from(portabilityJobs)
    .where(
      and(
        eq(portabilityJobs.workspaceId, workspaceId),
        eq(portabilityJobs.kind, 'backup'),
        eq(portabilityJobs.scheduled, true),
        eq(portabilityJobs.status, 'done'),
      ),
    )
    .orderBy(desc(portabilityJobs.createdAt));
  return rows.slice(keep);
}

export async function deleteJobs(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(portabilityJobs).where(inArray(portabilityJobs.id, ids));
}

/** Jobs left running by a process that stopped (older than `before`): queued again. */
export async function requeueStale(db: Db, before: Date): Promise<void> {
  await db
    .update(portabilityJobs)
    .set({ status: 'queued' })
    .where(and(eq(portabilityJobs.status, 'running'), lt(portabilityJobs.updatedAt, before)));
}
