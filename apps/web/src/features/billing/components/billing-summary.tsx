import type { SubscriptionResponse } from '@rbax/shared/billing/api';
import { planLimitKeys, planNames } from '@rbax/shared/billing/plans';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatUsage } from '@/features/billing/lib/format';
import { cn } from '@/lib/utils';

/** The plan, its status and dates, and the usage against each limit. */
export function BillingSummary({ subscription }: { subscription: SubscriptionResponse }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const s = subscription;
  const note =
    s.status === 'trialing'
      ? t('billing.trialLeft', { count: s.trialDaysLeft })
      : s.status === 'past_due' && s.graceEndsAt
        ? t('billing.graceEnds', { date: formatDate(s.graceEndsAt, locale) })
        : s.status === 'active' && s.currentPeriodEnd
          ? t(s.cancelAtPeriodEnd ? 'billing.cancelsOn' : 'billing.renews', {
              date: formatDate(s.currentPeriodEnd, locale),
            })
          : s.status === 'free' && s.trialEndsAt
            ? t('billing.trialEnded')
            : null;
  return (
    <Card>
      <CardHeader>
        <CardDescription>{t('billing.current')}</CardDescription>
        <CardTitle className="flex flex-wrap items-center gap-2 text-2xl">
          <span data-testid="billing-plan">{planNames[s.effectivePlan]}</span>
          <Badge variant={s.status === 'past_due' ? 'destructive' : s.status === 'active' ? 'default' : 'secondary'}>
            {t(`billing.status.${s.status}`)}
          </Badge>
          {s.status === 'active' || s.status === 'past_due' ? (
            <span className="text-sm font-normal text-muted-foreground">
              {t('billing.seatsCount', { count: s.seats })}
            </span>
          ) : null}
        </CardTitle>
        {note ? <p className="text-sm">{note}</p> : null}
      </CardHeader>
      <CardContent>
        <h3 className="mb-2 text-sm font-semibold">{t('billing.usage.title')}</h3>
        <ul className="grid gap-3 sm:grid-cols-2">
          {planLimitKeys.map((key) => {
            const { used, limit } = s.usage[key];
            const ratio = limit === null || limit === 0 ? 0 : Math.min(1, used / limit);
            const over = limit !== null && used >= limit;
            const label = t(`billing.usage.${key}`);
            return (
              <li key={key} className="grid gap-1">
                <div className="flex justify-between gap-2 text-sm">
                  <span>{label}</span>
                  <span className={cn('tabular-nums', over && 'font-semibold text-destructive')}>
                    {limit === null
                      ? t('billing.usage.unlimited', { used: formatUsage(key, used, locale) })
                      : t('billing.usage.of', {
                          used: formatUsage(key, used, locale),
                          limit: formatUsage(key, limit, locale),
                        })}
                  </span>
                </div>
                {limit !== null ? (
                  <div
                    role="progressbar"
                    aria-label={label}
                    aria-valuemin={0}
                    aria-valuemax={limit}
                    aria-valuenow={Math.min(used, limit)}
                    className="h-1.5 overflow-hidden rounded-full bg-muted"
                  >
                    <div
                      className={cn('h-full rounded-full', over ? 'bg-destructive' : 'bg-primary')}
                      style={{ width: `${Math.round(ratio * 100)}%` }}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
