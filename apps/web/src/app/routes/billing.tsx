import { BillingPage } from '@/features/billing/components/billing-page';

// A lazy route (issue 28): billing stays out of the shell.
export function Component() {
  return <BillingPage view="billing" />;
}
