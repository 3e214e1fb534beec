import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { boards } from '#src/db/schema/boards.ts';
import { backupSchedules, reportSchedules } from '#src/db/schema/portability.ts';

/** The schedules' tables: backups per workspace, e-mailed reports per board or workspace. */

export type BackupScheduleRow = typeof backupSchedules.$inferSelect;
export type ReportScheduleRow = typeof reportSchedules.$inferSelect;

export async function findBackupSchedule(db: Db, workspaceId: string): Promise<BackupScheduleRow | undefined> {
  const [row] = await db.select().from(backupSchedules).where(eq(backupSchedules.workspaceId, workspaceId));
  return row;
}

export async function upsertBackupSchedule(db: Db, row: typeof backupSchedules.$inferInsert): Promise<void> {
  await db
    .insert(backupSchedules)
    .values(row)
    .onConflictDoUpdate({
      target: backupSchedules.workspaceId,
      set: {
        frequency: row.frequency,
        keep: row.keep,
        enabled: row.enabled,
        nextRunAt: row.nextRunAt,
        updatedBy: row.updatedBy,
      },
    });
}

export function dueBackupSchedules(db: Db, now: Date): Promise<BackupScheduleRow[]> {
  return db
    .select()
    .from(backupSchedules)
    .where(and(eq(backupSchedules.enabled, true), lte(backupSchedules.nextRunAt, now)));
}

export function allBackupSchedules(db: Db): Promise<BackupScheduleRow[]> {
  return db.select().from(backupSchedules);
}

export async function setBackupNextRun(db: Db, workspaceId: string, nextRunAt: Date): Promise<void> {
  await db.update(backupSchedules).set({ nextRunAt }).where(eq(backupSchedules.workspaceId, workspaceId));
}

export async function insertReportSchedule(
  db: Db,
  row: typeof reportSchedules.$inferInsert,
): Promise<ReportScheduleRow> {
  const [inserted] = await db.insert(reportSchedules).values(row).returning();
  return inserted!;
}

export async function findReportSchedule(db: Db, id: string): Promise<ReportScheduleRow | undefined> {
  const [row] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
  return row;
}

export async function updateReportSchedule(
  db: Db,
  id: string,
  patch: Partial<typeof reportSchedules.$inferInsert>,
): Promise<void> {
  await db.update(reportSchedules).set(patch).where(eq(reportSchedules.id, id));
}

export async function deleteReportSchedule(db: Db, id: string): Promise<void> {
  await db.delete(reportSchedules).where(eq(reportSchedules.id, id));
}

export function reportSchedulesOf(db: Db, workspaceId: string) {
  return db
    .select({ schedule: reportSchedules, boardTitle: boards.title })
    .from(reportSchedules)
    .leftJoin(boards, eq(boards.id, reportSchedules.boardId))
    .where(eq(reportSchedules.workspaceId, workspaceId))
    .orderBy(asc(reportSchedules.createdAt));
}

export function dueReportSchedules(db: Db, now: Date): Promise<ReportScheduleRow[]> {
  return db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.enabled, true), lte(reportSchedules.nextRunAt, now)));
}
