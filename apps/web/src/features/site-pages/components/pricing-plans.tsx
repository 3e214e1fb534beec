import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  formatBRL,
  planFeatureKeys,
  planPrice,
  plans,
  SALES_EMAIL,
  TRIAL_DAYS,
  YEARLY_DISCOUNT,
  type BillingPeriod,
  type Plan,
} from '@/features/site-pages/lib/pricing';
import { useContentLocale } from '@/features/site-pages/lib/use-content-locale';
import { openScheduling, useSchedulingAvailable } from '@/features/site-widgets/lib/scheduling';
import { cn } from '@/lib/utils';

function PeriodToggle({ period, onChange }: { period: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const { t } = useTranslation();
  const option = (value: BillingPeriod, label: string) => (
    <button
      type="button"
      aria-pressed={period === value}
      onClick={() => onChange(value)}
      className={cn(
        'min-h-9 rounded-full px-4 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60',
        period === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('site.pages.pricing.period.label')}
      className="inline-flex items-center gap-1 rounded-full border bg-card p-1"
    >
      {option('monthly', t('site.pages.pricing.period.monthly'))}
      {option('yearly', t('site.pages.pricing.period.yearly', { percent: YEARLY_DISCOUNT * 100 }))}
    </div>
  );
}

function PlanCta({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const schedulingAvailable = useSchedulingAvailable();
  const variant = plan.highlighted ? 'default' : 'outline';
  if (plan.id !== 'enterprise') {
    return (
      <Button asChild variant={variant} className="w-full">
        <Link to={paths.auth}>{t(`site.pages.pricing.plans.${plan.id}.cta`)}</Link>
      </Button>
    );
  }
  return (
    <div className="grid gap-2">
      {schedulingAvailable ? (
        <Button variant="default" className="w-full" onClick={() => void openScheduling()}>
          {t('site.pages.pricing.plans.enterprise.bookDemo')}
        </Button>
      ) : null}
      <Button asChild variant="outline" className="w-full">
        <a href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent('RBAX Flow Enterprise')}`}>
          {t('site.pages.pricing.plans.enterprise.cta')}
        </a>
      </Button>
    </div>
  );
}

function PlanCard({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const { t } = useTranslation();
  const locale = useContentLocale();
  const price = planPrice(plan, period);
  const titleId = `plan-${plan.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.highlighted && 'border-primary ring-2 ring-primary/40',
      )}
    >
      {plan.highlighted ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          {t('site.pages.pricing.popular')}
        </p>
      ) : null}
      <h3 id={titleId} className="text-lg font-semibold">
        {t(`site.pages.pricing.plans.${plan.id}.name`)}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">{t(`site.pages.pricing.plans.${plan.id}.tagline`)}</p>
      <div className="mt-5 min-h-20">
        {price === null ? (
          <p className="text-3xl font-bold">{t('site.pages.pricing.custom')}</p>
        ) : (
          <>
            <p className="flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight">{formatBRL(price, locale)}</span>
              {price > 0 ? (
                <span className="text-sm text-muted-foreground">{t('site.pages.pricing.perUserMonth')}</span>
              ) : null}
            </p>
            <p className="mt-1 text-xs text-muted-foreground">
              {price === 0
                ? t('site.pages.pricing.freeForever')
                : period === 'yearly'
                  ? t('site.pages.pricing.billedYearly', {
                      total: formatBRL(Math.round(price * 12 * 100) / 100, locale),
                    })
                  : t('site.pages.pricing.billedMonthly')}
            </p>
          </>
        )}
      </div>
      <div className="mt-4">
        <PlanCta plan={plan} />
      </div>
      <ul className="mt-6 space-y-2 text-sm">
        {planFeatureKeys.map((index) => (
          <li key={index} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{t(`site.pages.pricing.plans.${plan.id}.features.${index}`)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function PricingPlans() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <section aria-labelledby="pricing-plans" className="mx-auto max-w-6xl px-4 pb-16">
      <h2 id="pricing-plans" className="sr-only">
        {t('site.pages.pricing.plansHeading')}
      </h2>
      <div className="flex flex-col items-center gap-3 text-center">
        <PeriodToggle period={period} onChange={setPeriod} />
        <p className="text-sm font-medium">{t('site.pages.pricing.trial', { days: TRIAL_DAYS })}</p>
      </div>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} period={period} />
        ))}
      </ul>
    </section>
  );
}
