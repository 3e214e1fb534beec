import { uuidv7 } from '@rbax/shared/ids';
import type { BackupSchedule, BackupScheduleInput } from '@rbax/shared/portability/api';
import { assertWorkspace, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { deleteJobs, insertJob, scheduledBackupsBeyond } from './portability-jobs-repository.ts';
import {
  allBackupSchedules,
  dueBackupSchedules,
  findBackupSchedule,
  setBackupNextRun,
  upsertBackupSchedule,
  type BackupScheduleRow,
} from './schedules-repository.ts';

/**
 * Scheduled backups (issue 23): daily or weekly per workspace, the newest `keep` kept in storage
 * (local disk or S3, as the instance is configured), older ones deleted. Set by the workspace's
 * owners and admins; run by `portability.tick` under the person who set the schedule.
 */

const DAY_MS = 86_400_000;
const periodOf = (frequency: string) => (frequency === 'weekly' ? 7 : 1) * DAY_MS;

const toSchedule = (row: BackupScheduleRow | undefined, workspaceId: string): BackupSchedule => ({
  workspaceId,
  frequency: (row?.frequency as BackupSchedule['frequency']) ?? 'weekly',
  keep: row?.keep ?? 4,
  enabled: row?.enabled ?? false,
  nextRunAt: row?.enabled ? row.nextRunAt.toISOString() : null,
});

export async function getBackupSchedule(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  workspaceId: string,
): Promise<BackupSchedule> {
  await assertWorkspace(deps.db, user, 'manage', workspaceId);
  return toSchedule(await findBackupSchedule(deps.db, workspaceId), workspaceId);
}

export async function setBackupSchedule(
  deps: Pick<Deps, 'db'>,
  user: SessionUser,
  workspaceId: string,
  input: BackupScheduleInput,
): Promise<BackupSchedule> {
  await assertWorkspace(deps.db, user, 'manage', workspaceId);
  await upsertBackupSchedule(deps.db, {
    workspaceId,
    frequency: input.frequency,
    keep: input.keep,
    enabled: input.enabled,
    nextRunAt: new Date(Date.now() + periodOf(input.frequency)),
    updatedBy: user.id,
  });
  return toSchedule(await findBackupSchedule(deps.db, workspaceId), workspaceId);
}

/** Queues the backups that are due and prunes each schedule's older ones; returns how many were queued. */
export async function queueDueBackups(deps: Pick<Deps, 'db' | 'storage'>, now: Date): Promise<number> {
  let queued = 0;
  for (const schedule of await dueBackupSchedules(deps.db, now)) {
    await setBackupNextRun(deps.db, schedule.workspaceId, new Date(now.getTime() + periodOf(schedule.frequency)));
    // Its author may have left: the backup runs for the workspace, which is what was asked.
    await insertJob(deps.db, {
      id: uuidv7(),
      kind: 'backup',
      status: 'queued',
      userId: schedule.updatedBy,
      workspaceId: schedule.workspaceId,
      format: 'zip',
      scheduled: true,
    });
    queued += 1;
  }
  for (const schedule of await allBackupSchedules(deps.db)) {
    const old = await scheduledBackupsBeyond(deps.db, schedule.workspaceId, schedule.keep);
    for (const job of old) if (job.outputKey) await deps.storage.delete(job.outputKey).catch(() => {});
    await deleteJobs(
      deps.db,
      old.map((j) => j.id),
    );
  }
  return queued;
}
