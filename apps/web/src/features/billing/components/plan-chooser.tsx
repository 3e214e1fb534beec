import type { SubscriptionResponse } from '@rbax/shared/billing/api';
import {
  planList,
  planNames,
  unitMonthlyCents,
  YEARLY_DISCOUNT,
  type BillingInterval,
  type PlanDefinition,
} from '@rbax/shared/billing/plans';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCheckout } from '@/features/billing/api/billing';
import { formatCents, formatPrice, formatUsage } from '@/features/billing/lib/format';
import { SALES_EMAIL } from '@/features/site-pages/lib/pricing';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/**
 * /subscriptions: the catalogue's plans with the workspace's interval and seats. Stripe mode opens
 * Checkout (card, Pix, boleto); manual mode says who switches plans; Enterprise goes to sales.
 */
export function PlanChooser({ subscription }: { subscription: SubscriptionResponse }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [interval, setInterval] = useState<BillingInterval>(subscription.interval);
  const [seats, setSeats] = useState(String(Math.max(subscription.seats, subscription.usage.members.used, 1)));
  const checkout = useCheckout(subscription.workspaceId);
  const seatCount = Math.max(1, Math.min(10_000, Math.floor(Number(seats)) || 1));

  const start = async (plan: 'pro' | 'business') => {
    try {
      const { url } = await checkout.mutateAsync({ plan, interval, seats: seatCount });
      window.location.assign(url);
    } catch (error) {
      toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('billing.loadFailed'));
    }
  };

  const cta = (plan: PlanDefinition) => {
    const current = subscription.effectivePlan === plan.id && subscription.status !== 'trialing';
    if (current) return <Badge variant="secondary">{t('billing.plans.currentPlan')}</Badge>;
    if (plan.id === 'enterprise') {
      return (
        <Button asChild variant="outline" className="w-full">
          <a href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent('RBAX Flow Enterprise')}`}>
            {t('billing.plans.contactSales')}
          </a>
        </Button>
      );
    }
    if (plan.id === 'free') return null;
    if (subscription.mode === 'stripe' && subscription.canManage) {
      return (
        <Button
          className="w-full"
          disabled={checkout.isPending}
          onClick={() => void start(plan.id as 'pro' | 'business')}
        >
          {checkout.isPending ? t('billing.plans.checkoutBusy') : t('billing.plans.checkout')}
        </Button>
      );
    }
    return (
      <p className="text-xs text-muted-foreground">
        {subscription.canManage ? t('billing.plans.askAdmin') : t('billing.ownerOnly')}
      </p>
    );
  };

  return (
    <section aria-labelledby="billing-plans" className="grid gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <h2 id="billing-plans" className="mr-auto text-xl font-semibold">
          {t('billing.plans.title')}
        </h2>
        <div
          role="group"
          aria-label={t('billing.plans.interval')}
          className="inline-flex rounded-full border bg-card p-1"
        >
          {(['monthly', 'yearly'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={interval === value}
              onClick={() => setInterval(value)}
              className={cn(
                'min-h-9 rounded-full px-4 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                interval === value
                  ? 'bg-primary text-primary-foreground'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {value === 'monthly'
                ? t('billing.plans.monthly')
                : t('billing.plans.yearly', { percent: YEARLY_DISCOUNT * 100 })}
            </button>
          ))}
        </div>
        <FormField id="billing-plan-seats" label={t('billing.plans.seats')}>
          <Input
            id="billing-plan-seats"
            type="number"
            min={1}
            max={10_000}
            className="w-24"
            value={seats}
            onChange={(event) => setSeats(event.target.value)}
          />
        </FormField>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {planList.map((plan) => {
          const unit = unitMonthlyCents(plan.id, interval);
          const total = unit === null ? null : unit * seatCount * (interval === 'yearly' ? 12 : 1);
          return (
            <li
              key={plan.id}
              aria-labelledby={`billing-plan-${plan.id}`}
              className={cn(
                'flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm',
                subscription.effectivePlan === plan.id && 'border-primary ring-2 ring-primary/30',
              )}
            >
              <h3 id={`billing-plan-${plan.id}`} className="text-lg font-semibold">
                {planNames[plan.id]}
              </h3>
              <p className="min-h-12">
                {unit === null ? (
                  <span className="text-2xl font-bold">{t('billing.plans.onRequest')}</span>
                ) : unit === 0 ? (
                  <span className="text-2xl font-bold">{t('billing.plans.free')}</span>
                ) : (
                  <>
                    <span className="text-2xl font-bold">{formatPrice(unit, locale)}</span>
                    <span className="text-sm text-muted-foreground">{t('billing.plans.perUserMonth')}</span>
                    <span className="block text-xs text-muted-foreground">
                      {t('billing.plans.total', {
                        total: formatCents(total ?? 0, locale),
                        period: interval === 'yearly' ? t('billing.plans.year') : t('billing.plans.month'),
                      })}
                    </span>
                  </>
                )}
              </p>
              <ul className="grid gap-1 text-sm">
                {(['boards', 'members', 'storageBytes', 'automationRunsPerMonth', 'aiRequestsPerMonth'] as const).map(
                  (key) => {
                    const limit = plan.limits[key];
                    return (
                      <li key={key} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                        <span>
                          {t(`billing.usage.${key}`)}:{' '}
                          {limit === null ? t('billing.plans.unlimited') : formatUsage(key, limit, locale)}
                        </span>
                      </li>
                    );
                  },
                )}
              </ul>
              <div className="mt-auto">{cta(plan)}</div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
