import type { Deps } from '#src/lib/deps.ts';
import { isAppError } from '#src/lib/errors.ts';
import type { JobsRegistry } from '#src/lib/jobs.ts';
import { runBackup, runRestore } from './backup-run.ts';
import { runExport } from './export-run.ts';
import { runImport } from './import-run.ts';
import {
  claimNextJob,
  deleteJobs,
  expiredJobs,
  requeueStale,
  updateJob,
  type JobRow,
} from './portability-jobs-repository.ts';
import { queueDueBackups } from './backup-schedules-service.ts';
import { sendDueReports } from './report-schedules-run.ts';

/**
 * The background side of the module (issue 23, docs/decisions/044): one stately pg-boss queue,
 * `portability.run`, woken when a job is queued, whose worker takes queued jobs one at a time
 * (`FOR UPDATE SKIP LOCKED`, so instances share the work) until none is left; and
 * `portability.tick` every minute: scheduled backups and reports that are due, files whose
 * download time is up, jobs a stopped process left running. BACKGROUND_JOBS=off: tests call
 * `runQueued()` and `tick()` themselves.
 */

export const RUN_QUEUE = 'portability.run';
export const TICK_QUEUE = 'portability.tick';
const STALE_MS = 15 * 60_000;

type Logger = { error(details: object, message: string): void };
export type PortabilityDeps = Pick<Deps, 'db' | 'storage' | 'mailer' | 'config'>;

export class PortabilityRuntime {
  constructor(
    private readonly deps: PortabilityDeps,
    private readonly jobs: JobsRegistry,
    private readonly log: Logger,
  ) {
    jobs.register({
      name: RUN_QUEUE,
      policy: 'stately',
      pollingIntervalSeconds: 5,
      handler: () => this.runQueued().then(() => {}),
    });
    jobs.register({
      name: TICK_QUEUE,
      policy: 'stately',
      cron: '* * * * *',
      pollingIntervalSeconds: 30,
      handler: () => this.tick(),
    });
  }

  /** Wakes a worker after a job was queued (nothing when workers do not run here). */
  wake = async (): Promise<void> => {
    await this.jobs.send(RUN_QUEUE);
  };

  /** Runs queued jobs until none is left; returns how many ran. */
  async runQueued(): Promise<number> {
    let ran = 0;
    for (let job = await claimNextJob(this.deps.db); job; job = await claimNextJob(this.deps.db)) {
      await this.run(job);
      ran += 1;
    }
    return ran;
  }

  private async run(job: JobRow): Promise<void> {
    const progress = async (percent: number) => {
      await updateJob(this.deps.db, job.id, { progress: Math.max(0, Math.min(100, Math.round(percent))) });
    };
    try {
      if (job.kind === 'import') await runImport(this.deps, job, progress);
      else if (job.kind === 'export') await runExport(this.deps, job, progress);
      else if (job.kind === 'backup') await runBackup(this.deps, job, progress);
      else await runRestore(this.deps, job, progress);
    } catch (error) {
      if (!isAppError(error)) this.log.error({ err: error, job: job.id, kind: job.kind }, 'portability: a job failed');
      const message = isAppError(error) ? error.message : 'errors.internal';
      await updateJob(this.deps.db, job.id, { status: 'failed', error: message, finishedAt: new Date() });
      if (job.kind === 'restore' && job.inputKey) await this.deps.storage.delete(job.inputKey).catch(() => {});
    }
  }

  /** Every minute: due schedules, expired files, stalled jobs. */
  async tick(now = new Date()): Promise<void> {
    await requeueStale(this.deps.db, new Date(now.getTime() - STALE_MS));
    for (const job of await expiredJobs(this.deps.db, now)) {
      for (const key of [job.outputKey, job.inputKey]) if (key) await this.deps.storage.delete(key).catch(() => {});
      if (job.status === 'preview') await deleteJobs(this.deps.db, [job.id]);
      else await updateJob(this.deps.db, job.id, { status: 'expired', outputKey: null, inputKey: null });
    }
    const queued = await queueDueBackups(this.deps, now);
    await sendDueReports(this.deps, now, this.log);
    if (queued > 0) await this.wake();
  }
}
