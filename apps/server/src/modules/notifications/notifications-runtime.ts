import type { Database } from '#src/db/client.ts';
import type { Deps } from '#src/lib/deps.ts';
import { startJobs, type Jobs } from '#src/lib/jobs.ts';
import { runDueReminders } from './due-reminders.ts';
import { CONSUMER_NAME, NotificationsConsumer, type ConsumerOptions } from './notifications-consumer.ts';
import { lockConsumerCursor } from './notifications-repository.ts';
import { sendNotificationMails } from './notifications-producer.ts';

/**
 * The background side of notifications (docs/decisions/022), on pg-boss:
 * - `notifications.events` (stately: one waiting, one running, across all instances) drains the
 *   event log. Any instance queues it when PostgreSQL NOTIFY says events were written (debounced);
 *   at a gap it queues itself again a second later.
 * - `notifications.tick` (cron, every minute by default) catches up on the log in case a NOTIFY
 *   was missed, sends due-date reminders and e-mails that are still waiting.
 * With BACKGROUND_JOBS=off nothing runs by itself; tests call the methods directly.
 */

export const EVENTS_QUEUE = 'notifications.events';
export const TICK_QUEUE = 'notifications.tick';
const TRIGGER_DEBOUNCE_MS = 50;
const GAP_RETRY_SECONDS = 1;

type Logger = {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export class NotificationsRuntime {
  readonly consumer: NotificationsConsumer;
  private jobs: Jobs | null = null;
  private debounce: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
    private readonly log: Logger,
    consumerOptions: ConsumerOptions = {},
  ) {
    this.consumer = new NotificationsConsumer(deps.db, { log, ...consumerOptions });
  }

  /** Reads the log to its end (or a gap), then e-mails what was made. */
  async processEvents(): Promise<{ waitingAtGap: boolean; created: string[] }> {
    const result = await this.consumer.drain();
    await sendNotificationMails(this.deps, result.created);
    return { waitingAtGap: result.waitingAtGap, created: result.created };
  }

  /** The due-date reminders as of `now`, then their e-mails. */
  async remindDueDates(now: Date = new Date()): Promise<string[]> {
    const created = await runDueReminders(this.deps.db, now);
    await sendNotificationMails(this.deps, created);
    return created;
  }

  /** Events were written somewhere: queue a drain (several writes in a burst queue one). */
  eventsAppended(): void {
    if (!this.jobs || this.debounce) return;
    this.debounce = setTimeout(() => {
      this.debounce = null;
      this.jobs
        ?.send(EVENTS_QUEUE)
        .catch((error: unknown) => this.log.warn({ err: error }, 'notifications: queueing failed'));
    }, TRIGGER_DEBOUNCE_MS);
    this.debounce.unref();
  }

  async start(database: Database): Promise<void> {
    // The cursor starts at the log's end the first time: notifications begin with this version.
    await this.deps.db.transaction(async (tx) => {
      await lockConsumerCursor(tx, CONSUMER_NAME);
    });
    if (!this.deps.config.jobs.enabled) return;
    this.jobs = await startJobs(
      database,
      [
        {
          name: EVENTS_QUEUE,
          policy: 'stately',
          pollingIntervalSeconds: 5,
          handler: async () => {
            const { waitingAtGap } = await this.processEvents();
            if (waitingAtGap) await this.jobs?.send(EVENTS_QUEUE, { startAfterSeconds: GAP_RETRY_SECONDS });
          },
        },
        {
          name: TICK_QUEUE,
          policy: 'stately',
          cron: this.deps.config.jobs.dueReminderCron,
          pollingIntervalSeconds: 10,
          handler: async () => {
            await this.processEvents();
            await this.remindDueDates();
            await sendNotificationMails(this.deps, null);
          },
        },
      ],
      this.log,
    );
    // Whatever was written while no instance was running.
    this.eventsAppended();
  }

  async stop(): Promise<void> {
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = null;
    const jobs = this.jobs;
    this.jobs = null;
    await jobs?.stop();
  }
}
