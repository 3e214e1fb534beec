import type { Deps } from '#src/lib/deps.ts';
import type { JobsRegistry } from '#src/lib/jobs.ts';
import { registerBillingConfig } from './billing-plan.ts';
import { runBillingClock } from './billing-service.ts';

export const BILLING_TICK_QUEUE = 'billing.tick';

/**
 * The background side of billing (docs/decisions/054): registers the app's billing configuration
 * with the plan helper, and `billing.tick` (BILLING_CRON) runs the clock: trial reminders, trial
 * and grace ends, periods that ended. With BACKGROUND_JOBS=off tests call `runBillingClock`.
 */
export function registerBilling(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, jobs: JobsRegistry): void {
  registerBillingConfig(deps.db, deps.config.billing);
  jobs.register({
    name: BILLING_TICK_QUEUE,
    policy: 'stately',
    cron: deps.config.billing.cron,
    pollingIntervalSeconds: 30,
    handler: async () => {
      await runBillingClock(deps);
    },
  });
}
