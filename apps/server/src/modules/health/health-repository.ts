import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { firstRow, rows } from '#src/db/raw.ts';
import { JOBS_SCHEMA } from '#src/lib/jobs.ts';

/** The database side of system health: background-job queues and the uploaded files' sizes. */

export type JobQueueRow = { name: string; queued: number; active: number; failed_last_hour: number };

/**
 * Per pg-boss queue (docs/decisions/022): jobs waiting (states before 'active': created,
 * retry), running, and failed during the last hour — in the job table and in the archive,
 * where pg-boss moves failed jobs an hour after they failed. pg-boss's own queues
 * (`__pgboss__send-it`, its cron plumbing) are left out. Empty when pg-boss never ran on
 * this database (its schema does not exist yet).
 */
export async function jobQueueRows(db: Db): Promise<JobQueueRow[]> {
  const exists = await firstRow<{ present: boolean }>(
    db,
    sql`SELECT to_regclass(${`${JOBS_SCHEMA}.queue`}) IS NOT NULL AND to_regclass(${`${JOBS_SCHEMA}.archive`}) IS NOT NULL AS present`,
  );
  if (!exists?.present) return [];
  return rows<JobQueueRow>(
    db,
    sql`SELECT q.name,
          (SELECT count(*) FROM pgboss.job j WHERE j.name = q.name AND j.state < 'active')::int AS queued,
          (SELECT count(*) FROM pgboss.job j WHERE j.name = q.name AND j.state = 'active')::int AS active,
          ((SELECT count(*) FROM pgboss.job j
             WHERE j.name = q.name AND j.state = 'failed' AND j.completed_on > now() - interval '1 hour')
           + (SELECT count(*) FROM pgboss.archive a
             WHERE a.name = q.name AND a.state = 'failed' AND a.completed_on > now() - interval '1 hour'))::int
            AS failed_last_hour
        FROM pgboss.queue q
        WHERE left(q.name, 10) <> '__pgboss__'
        ORDER BY q.name`,
  );
}

/** Board covers (uploads) and card attachments: how many files, how many bytes. */
export async function uploadTotals(db: Db): Promise<{ files: number; bytes: number }> {
  const row = await firstRow<{ files: number; bytes: string | number }>(
    db,
    sql`SELECT ((SELECT count(*) FROM uploads) + (SELECT count(*) FROM attachments))::int AS files,
               ((SELECT coalesce(sum(size), 0) FROM uploads) + (SELECT coalesce(sum(size), 0) FROM attachments))::text AS bytes`,
  );
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}
