import type { Deps } from '#src/lib/deps.ts';
import type { JobsRegistry } from '#src/lib/jobs.ts';
import type { EventLogRuntime } from '#src/modules/event-log/event-log-runtime.ts';
import { purgeDeliveries } from './webhooks-deliveries-repository.ts';
import { deliverDue } from './webhooks-delivery.ts';
import { webhooksConsumer, type Wake } from './webhooks-consumer.ts';

/**
 * The background side of webhooks and chat (docs/decisions/035), registered in app.ts next to the
 * other consumers of the event log:
 * - the `webhooks` consumer, which writes deliveries and wakes the queue after each batch;
 * - `webhooks.deliver` (policy `short`: one job waiting, any number running, so every instance
 *   can send; claims never overlap), woken by the consumer, by test events and redeliveries, and
 *   every minute by cron for the retries that came due;
 * - `webhooks.purge` (daily): finished deliveries older than DELIVERY_RETENTION_DAYS leave the log.
 * With BACKGROUND_JOBS=off nothing runs by itself: tests drain the consumer and call `deliverDue`.
 */

export const DELIVER_QUEUE = 'webhooks.deliver';
export const PURGE_QUEUE = 'webhooks.purge';
export const DELIVERY_RETENTION_DAYS = 30;

export function registerWebhooks(
  deps: Pick<Deps, 'db' | 'config' | 'mailer'>,
  eventLog: EventLogRuntime,
  jobs: JobsRegistry,
): void {
  const wake: Wake = () => jobs.send(DELIVER_QUEUE);
  eventLog.register(webhooksConsumer(deps, wake));
  jobs.register({
    name: DELIVER_QUEUE,
    policy: 'short',
    cron: '* * * * *',
    pollingIntervalSeconds: 10,
    handler: async () => {
      await deliverDue(deps);
    },
  });
  jobs.register({
    name: PURGE_QUEUE,
    policy: 'stately',
    cron: '17 3 * * *',
    pollingIntervalSeconds: 60,
    handler: async () => {
      const before = new Date(Date.now() - DELIVERY_RETENTION_DAYS * 86_400_000);
      while ((await purgeDeliveries(deps.db, before, 1000)) === 1000);
    },
  });
}
