import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { GuideLink } from '@/components/ui/guide-link';
import { BILLING_GUIDE_SLUG, paths } from '@/config/paths';
import { useSubscription } from '@/features/billing/api/billing';
import { BillingDetailsForm } from '@/features/billing/components/billing-details-form';
import { BillingSummary } from '@/features/billing/components/billing-summary';
import { InvoicesCard } from '@/features/billing/components/invoices-card';
import { PlanChooser } from '@/features/billing/components/plan-chooser';
import { SubscriptionManage } from '@/features/billing/components/subscription-manage';
import {
  BillingWorkspacePicker,
  LoadError,
  PageHeader,
  useBillingWorkspace,
} from '@/features/billing/components/page-parts';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * /billing 'Cobrança' and /subscriptions (issue 28): the workspace's plan and usage, its
 * subscription, billing details and invoices; the plans to choose from. With billing off the
 * page says so and nothing else.
 */
export function BillingPage({ view }: { view: 'billing' | 'subscriptions' }) {
  const { t } = useTranslation();
  const report = useBillingWorkspace();
  const workspaceId = report.workspace?.id ?? null;
  const subscription = useSubscription(workspaceId);
  const [params, setParams] = useSearchParams();
  const checkoutResult = params.get('checkout');

  useEffect(() => {
    if (checkoutResult !== 'success' && checkoutResult !== 'canceled') return;
    if (checkoutResult === 'success') toast.success(t('billing.checkoutReturn.success'));
    else toast.info(t('billing.checkoutReturn.canceled'));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        return next;
      },
      { replace: true },
    );
  }, [checkoutResult, setParams, t]);

  const data = subscription.data;
  let body;
  if (report.isPending || (workspaceId && subscription.isPending))
    body = (
      <div role="status" aria-label={t('billing.loading')} className="grid gap-4">
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  else if (!workspaceId) body = <p className="text-muted-foreground">{t('billing.noWorkspace')}</p>;
  else if (subscription.isError || !data)
    body = <LoadError message={t('billing.loadFailed')} onRetry={() => void subscription.refetch()} />;
  else if (data.mode === 'off') {
    body = (
      <Card>
        <CardHeader>
          <CardTitle>{t('billing.off.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p>{t('billing.off.body')}</p>
          <p className="text-muted-foreground">{t('billing.off.admin')}</p>
        </CardContent>
      </Card>
    );
  } else if (view === 'subscriptions') {
    body = (
      <>
        <BillingSummary subscription={data} />
        {data.mode === 'manual' ? <p className="text-sm text-muted-foreground">{t('billing.manualNote')}</p> : null}
        <PlanChooser subscription={data} />
      </>
    );
  } else {
    body = (
      <>
        <BillingSummary subscription={data} />
        {data.mode === 'manual' ? <p className="text-sm text-muted-foreground">{t('billing.manualNote')}</p> : null}
        {!data.canManage ? <p className="text-sm text-muted-foreground">{t('billing.ownerOnly')}</p> : null}
        {data.canManage && data.status === 'active' ? (
          <SubscriptionManage key={data.seats} subscription={data} />
        ) : null}
        {data.canManage ? <BillingDetailsForm key={workspaceId} subscription={data} /> : null}
        {data.canManage ? <InvoicesCard workspaceId={workspaceId} /> : null}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4 p-4 sm:p-6">
      <PageHeader
        title={view === 'billing' ? t('billing.title') : t('billing.subscriptionsTitle')}
        subtitle={view === 'billing' ? t('billing.subtitle') : t('billing.subscriptionsSubtitle')}
        below={
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <GuideLink slug={BILLING_GUIDE_SLUG}>{t('billing.guide')}</GuideLink>
            {data && data.mode !== 'off' ? (
              <Link
                to={view === 'billing' ? paths.subscriptions : paths.billing}
                className="font-medium text-link underline-offset-4 hover:underline"
              >
                {view === 'billing' ? t('billing.choosePlans') : t('billing.backToBilling')}
              </Link>
            ) : null}
          </p>
        }
      >
        {report.workspaces.length > 1 ? (
          <BillingWorkspacePicker workspaces={report.workspaces} value={workspaceId} onChange={report.setWorkspace} />
        ) : null}
      </PageHeader>
      {body}
    </div>
  );
}
