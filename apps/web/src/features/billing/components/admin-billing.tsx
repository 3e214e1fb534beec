import { billingModes, type BillingMode } from '@rbax/shared/billing/api';
import { planIds, planNames, type PlanId } from '@rbax/shared/billing/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminBilling, useAssignPlan, useSetBillingMode } from '@/features/billing/api/billing';
import { formatCents, formatDate } from '@/features/billing/lib/format';
import { Figure, LoadError } from '@/features/billing/components/page-parts';
import { AdminTrialControls } from '@/features/billing/components/admin-trial-controls';
import { ApiError } from '@/lib/api-client';

/** /admin → Cobrança (issue 28): the mode, revenue, MRR, trials, churn, and each workspace's plan (manual mode assigns it). */
export function AdminBilling() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const overview = useAdminBilling();
  const setMode = useSetBillingMode();
  const assign = useAssignPlan();
  const [mode, setModeValue] = useState<BillingMode | null>(null);
  const [plans, setPlans] = useState<Record<string, PlanId>>({});

  if (overview.isPending) return <Skeleton className="h-64 rounded-xl" />;
  if (overview.isError || !overview.data)
    return <LoadError message={t('billing.admin.loadFailed')} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const chosenMode = mode ?? data.mode;
  const fail = (error: unknown, fallback: string) =>
    toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : fallback);

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{t('billing.admin.title')}</CardTitle>
          <CardDescription>{t('billing.admin.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              setMode.mutate(chosenMode, {
                onSuccess: () => {
                  setModeValue(null);
                  toast.success(t('billing.admin.modeSaved'));
                },
                onError: (error) => fail(error, t('billing.admin.failed')),
              });
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor="billing-mode">{t('billing.admin.mode')}</Label>
              <NativeSelect
                id="billing-mode"
                value={chosenMode}
                onChange={(event) => setModeValue(event.target.value as BillingMode)}
              >
                {billingModes.map((value) => (
                  <option key={value} value={value} disabled={value === 'stripe' && !data.stripeConfigured}>
                    {t(`billing.admin.modes.${value}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" variant="outline" disabled={chosenMode === data.mode || setMode.isPending}>
              {t('billing.admin.apply')}
            </Button>
            <p className="basis-full text-xs text-muted-foreground">
              {t('billing.admin.envMode', { mode: t(`billing.admin.modes.${data.envMode}`) })}
            </p>
          </form>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure
              label={t('billing.admin.revenue')}
              value={formatCents(data.revenueCents, locale)}
              detail={t('billing.admin.revenue30', { value: formatCents(data.revenueLast30DaysCents, locale) })}
            />
            <Figure
              label={t('billing.admin.mrr')}
              value={formatCents(data.mrrCents, locale)}
              detail={t('billing.admin.pastDue', { count: data.pastDue })}
            />
            <Figure
              label={t('billing.admin.trials')}
              value={String(data.trials)}
              detail={`${t('billing.admin.active')}: ${data.active}`}
            />
            <Figure label={t('billing.admin.churn')} value={String(data.churnedLast30Days)} />
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('billing.admin.workspaces')}</CardTitle>
          {data.mode !== 'manual' ? <CardDescription>{t('billing.admin.manualOnly')}</CardDescription> : null}
        </CardHeader>
        <CardContent>
          {data.workspaces.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('billing.admin.empty')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-sm">
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('billing.admin.workspace')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('billing.admin.plan')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('billing.admin.status')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('billing.admin.seats')}
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      {t('billing.admin.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.workspaces.map((workspace) => {
                    const chosen = plans[workspace.id] ?? workspace.plan;
                    const selectId = `billing-plan-${workspace.id}`;
                    return (
                      <tr key={workspace.id} className="border-b last:border-0">
                        <td className="py-2 pr-3">
                          <span className="font-medium">{workspace.name}</span>
                          <span className="block text-xs text-muted-foreground">{workspace.ownerEmail}</span>
                        </td>
                        <td className="py-2 pr-3">{planNames[workspace.effectivePlan]}</td>
                        <td className="py-2 pr-3">
                          <Badge variant={workspace.status === 'past_due' ? 'destructive' : 'secondary'}>
                            {t(`billing.status.${workspace.status}`)}
                          </Badge>
                          {workspace.trialEndsAt ? (
                            <span className="block text-xs text-muted-foreground">
                              {formatDate(workspace.trialEndsAt, locale)}
                            </span>
                          ) : null}
                        </td>
                        <td className="py-2 pr-3 tabular-nums">{workspace.seats}</td>
                        <td className="grid gap-2 py-2">
                          {data.mode === 'manual' ? (
                            <form
                              className="flex items-center gap-2"
                              onSubmit={(event) => {
                                event.preventDefault();
                                assign.mutate(
                                  { workspaceId: workspace.id, plan: chosen },
                                  {
                                    onSuccess: () =>
                                      toast.success(
                                        t('billing.admin.assigned', {
                                          workspace: workspace.name,
                                          plan: planNames[chosen],
                                        }),
                                      ),
                                    onError: (error) => fail(error, t('billing.admin.failed')),
                                  },
                                );
                              }}
                            >
                              <label htmlFor={selectId} className="sr-only">
                                {t('billing.admin.planFor', { workspace: workspace.name })}
                              </label>
                              <NativeSelect
                                id={selectId}
                                value={chosen}
                                onChange={(event) =>
                                  setPlans((current) => ({ ...current, [workspace.id]: event.target.value as PlanId }))
                                }
                              >
                                {planIds.map((id) => (
                                  <option key={id} value={id}>
                                    {planNames[id]}
                                  </option>
                                ))}
                              </NativeSelect>
                              <Button type="submit" size="sm" variant="outline" disabled={assign.isPending}>
                                {t('billing.admin.apply')}
                              </Button>
                            </form>
                          ) : null}
                          {data.mode !== 'off' ? <AdminTrialControls workspace={workspace} /> : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
