import type { Deps } from '#src/lib/deps.ts';
import type { JobsRegistry } from '#src/lib/jobs.ts';
import type { EventLogRuntime } from '#src/modules/event-log/event-log-runtime.ts';
import { runDueReminders } from './due-reminders.ts';
import { NOTIFICATIONS_CONSUMER } from './notifications-consumer.ts';
import { sendNotificationMails } from './notifications-producer.ts';

/**
 * The background side of notifications (docs/decisions/022):
 * - the `notifications` consumer of the event log (registered in app.ts, run by modules/event-log);
 * - `notifications.tick` (cron, every minute by default) sends due-date reminders and e-mails
 *   that are still waiting.
 * With BACKGROUND_JOBS=off nothing runs by itself; tests call the methods directly.
 */

export const TICK_QUEUE = 'notifications.tick';

export class NotificationsRuntime {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
    private readonly eventLog: EventLogRuntime,
    jobs: JobsRegistry,
  ) {
    jobs.register({
      name: TICK_QUEUE,
      policy: 'stately',
      cron: deps.config.jobs.dueReminderCron,
      pollingIntervalSeconds: 10,
      handler: async () => {
        await this.remindDueDates();
        await sendNotificationMails(this.deps, null);
      },
    });
  }

  /** Reads the log to its end (or a gap) for notifications; their e-mails go out after each batch. */
  async processEvents(): Promise<{ waitingAtGap: boolean }> {
    const result = (await this.eventLog.drain(NOTIFICATIONS_CONSUMER))[NOTIFICATIONS_CONSUMER]!;
    return { waitingAtGap: result.waitingAtGap };
  }

  /** The due-date reminders as of `now`, then their e-mails. */
  async remindDueDates(now: Date = new Date()): Promise<string[]> {
    const created = await runDueReminders(this.deps.db, now);
    await sendNotificationMails(this.deps, created);
    return created;
  }
}
