import PgBoss from 'pg-boss';
import type { Database } from '#src/db/client.ts';

/**
 * Background jobs on the application's own database (ARCHITECTURE §2, docs/decisions/022):
 * pg-boss 10 in its own schema, run over the connection the app already has — the pg pool on
 * PostgreSQL, the one PGlite session in embedded mode. Every instance runs workers; a queue's
 * policy decides how many jobs may run at once across all of them.
 */

type Logger = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately';

export type QueueDefinition = {
  name: string;
  /** `stately`: at most one job waiting and one running, across every instance. */
  policy: QueuePolicy;
  /** A cron expression (UTC): pg-boss puts one job in the queue per tick, once across instances. */
  cron?: string;
  /** Seconds between a worker's looks at the queue when nothing woke it. */
  pollingIntervalSeconds?: number;
  handler: () => Promise<void>;
};

export type Jobs = {
  /** Queues a job (dropped by the queue's policy when one is already waiting). */
  send(name: string, options?: { startAfterSeconds?: number }): Promise<void>;
  stop(): Promise<void>;
};

export const JOBS_SCHEMA = 'pgboss';

/**
 * pg-boss's `db` adapter: parameterized statements as they are; multi-statement scripts (its
 * `BEGIN … COMMIT` blocks) as one batch, rolled back if one of their statements fails — a
 * failed script would otherwise leave the session inside an aborted transaction, and on
 * PostgreSQL return that connection to the pool the app shares.
 */
export function pgBossDatabase(database: Database): PgBoss.Db {
  const { driver } = database;
  if (driver.kind === 'postgres') {
    const { pool } = driver;
    return {
      async executeSql(text, values) {
        if (values && values.length > 0) return (await pool.query(text, values)) as never;
        const client = await pool.connect();
        try {
          return (await client.query(text)) as never;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
    };
  }
  const client = driver.client;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return (await client.query(text, values)) as never;
      try {
        const results = await client.exec(text);
        return (results.at(-1) ?? { rows: [] }) as never;
      } catch (error) {
        if (!client.closed) await client.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}

export async function startJobs(database: Database, queues: QueueDefinition[], log: Logger): Promise<Jobs> {
  let stopping = false;
  const boss = new PgBoss({
    db: pgBossDatabase(database),
    schema: JOBS_SCHEMA,
    // Finished jobs are kept one hour, then deleted after a day: they are triggers, not records.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 1,
  });
  boss.on('error', (error: unknown) => {
    // Statements cut short by the database closing during shutdown are expected.
    if (!stopping) log.error({ err: error }, 'jobs: pg-boss error');
  });
  await boss.start();
  const workers = new Map<string, string>();
  for (const queue of queues) {
    await boss.createQueue(queue.name, { name: queue.name, policy: queue.policy });
    const id = await boss.work(
      queue.name,
      { pollingIntervalSeconds: queue.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async () => {
        try {
          await queue.handler();
        } catch (error) {
          if (!stopping) log.warn({ err: error, queue: queue.name }, 'jobs: a job failed');
          throw error;
        }
      },
    );
    workers.set(queue.name, id);
    if (queue.cron) await boss.schedule(queue.name, queue.cron, {}, { tz: 'UTC' });
  }
  return {
    async send(name, options = {}) {
      if (stopping) return;
      await boss.send(name, {}, options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {});
      // Wake this instance's worker rather than wait for its next poll.
      const worker = workers.get(name);
      if (worker && !options.startAfterSeconds) boss.notifyWorker(worker);
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
    },
  };
}

/**
 * The one pg-boss of the process: modules register their queues while the app is built
 * (`app.jobs.register`), and the app starts them together once it is ready — unless
 * BACKGROUND_JOBS=off, when nothing runs by itself and tests drive the work directly.
 */
export class JobsRegistry {
  private readonly queues: QueueDefinition[] = [];
  private jobs: Jobs | null = null;
  private started = false;

  register(queue: QueueDefinition): void {
    if (this.started) throw new Error(`queue ${queue.name} registered after the jobs started`);
    if (this.queues.some((q) => q.name === queue.name)) throw new Error(`queue ${queue.name} registered twice`);
    this.queues.push(queue);
  }

  get names(): string[] {
    return this.queues.map((queue) => queue.name);
  }

  /** Whether workers run in this process (BACKGROUND_JOBS=on and started). */
  get running(): boolean {
    return this.jobs !== null;
  }

  async start(database: Database, log: Logger): Promise<void> {
    this.started = true;
    if (this.queues.length > 0) this.jobs = await startJobs(database, this.queues, log);
  }

  /** Queues a job when workers run here; without them (BACKGROUND_JOBS=off) it does nothing. */
  async send(name: string, options?: { startAfterSeconds?: number }): Promise<void> {
    await this.jobs?.send(name, options);
  }

  async stop(): Promise<void> {
    const jobs = this.jobs;
    this.jobs = null;
    await jobs?.stop();
  }
}
