import { BillingPage } from '@/features/billing/components/billing-page';

// A lazy route (issue 28): the plans to choose from.
export function Component() {
  return <BillingPage view="subscriptions" />;
}
