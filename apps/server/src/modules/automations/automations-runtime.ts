import { RUN_RETENTION_DAYS } from '@rbax/shared/automations/rules';
import type { Deps } from '#src/lib/deps.ts';
import type { JobsRegistry } from '#src/lib/jobs.ts';
import { automationRunsAllowed } from '#src/modules/billing/billing-plan.ts';
import type { EventLogRuntime } from '#src/modules/event-log/event-log-runtime.ts';
import { DELIVER_QUEUE } from '#src/modules/integrations/webhooks-runtime.ts';
import { automationsConsumer } from './automations-consumer.ts';
import { purgeRuns } from './automations-runs-repository.ts';
import { scanTimeTriggers } from './automations-scheduler.ts';

/**
 * The background side of automations (issue 20), registered in app.ts next to the other
 * consumers of the event log:
 * - the `automations` consumer (event triggers), which wakes the webhook deliveries its
 *   `send_webhook` actions queued once the batch commits;
 * - `automations.scan` (every minute): time triggers (automations-scheduler.ts);
 * - `automations.purge` (daily): runs older than RUN_RETENTION_DAYS leave the log.
 * With BACKGROUND_JOBS=off nothing runs by itself: tests drain the consumer and call the scan.
 */

export const SCAN_QUEUE = 'automations.scan';
export const PURGE_QUEUE = 'automations.purge';

export function registerAutomations(deps: Pick<Deps, 'db' | 'config'>, eventLog: EventLogRuntime, jobs: JobsRegistry) {
  const wakeWebhooks = () => jobs.send(DELIVER_QUEUE);
  eventLog.register(
    automationsConsumer(
      deps.config,
      async (batch) => {
        if (batch.webhooks > 0) await wakeWebhooks();
      },
      (tx, boardId) => automationRunsAllowed(deps.db, tx, boardId),
    ),
  );
  jobs.register({
    name: SCAN_QUEUE,
    policy: 'stately',
    cron: '* * * * *',
    pollingIntervalSeconds: 10,
    handler: async () => {
      const { webhooks } = await scanTimeTriggers(deps.db, deps.config);
      if (webhooks > 0) await wakeWebhooks();
    },
  });
  jobs.register({
    name: PURGE_QUEUE,
    policy: 'stately',
    cron: '41 3 * * *',
    pollingIntervalSeconds: 60,
    handler: async () => {
      const before = new Date(Date.now() - RUN_RETENTION_DAYS * 86_400_000);
      while ((await purgeRuns(deps.db, before, 1000)) === 1000);
    },
  });
  return { wakeWebhooks };
}
