import { STALE_DAYS_DEFAULT, STALE_DAYS_OPTIONS } from '@rbax/shared/monitoring';
import { useQuery } from '@tanstack/react-query';
import { AlarmClock, Gauge, History, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { monitoringQueryOptions } from '@/features/monitoring/api/get-monitoring';
import { MonitoringSection } from '@/features/monitoring/components/monitoring-section';
import { ActivityList, OverdueList, StaleList, WipList } from '@/features/monitoring/components/monitoring-lists';
import { parseStaleDays } from '@/features/monitoring/lib/stale-days';
import { UpdatedAgo } from '@/features/system-health/components/updated-ago';

/** /monitoring: activity, WIP, overdue and idle cards over the boards the user can read. */
export function MonitoringPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const staleDays = parseStaleDays(search.get('staleDays'));
  const query = useQuery(monitoringQueryOptions(staleDays));
  const data = query.data;
  const loading = query.isPending;
  // Lists of an older N stay while the new one loads; the idle section waits for its own.
  const staleLoading = loading || (query.isPlaceholderData && data?.stale.days !== staleDays);

  const setStaleDays = (value: string) => {
    const days = parseStaleDays(value);
    setSearch(days === STALE_DAYS_DEFAULT ? {} : { staleDays: String(days) }, { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>{`${t('monitoring.title')} · RBAX Flow`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('monitoring.title')}</h1>
          <p className="text-muted-foreground">{t('monitoring.subtitle')}</p>
        </div>
        {data ? <UpdatedAgo updatedAt={query.dataUpdatedAt} /> : null}
      </div>

      {query.isError && !data ? (
        <LoadError
          message={t('monitoring.loadFailed')}
          retryLabel={t('monitoring.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <MonitoringSection
            id="activity"
            className="order-last lg:order-none"
            title={t('monitoring.activity.title')}
            icon={History}
            total={undefined}
            shown={data?.activity.length ?? 0}
            loading={loading}
            emptyText={t('monitoring.activity.empty')}
            action={<span className="text-xs text-muted-foreground">{t('monitoring.activity.live')}</span>}
          >
            {data ? <ActivityList data={data} /> : null}
          </MonitoringSection>
          <div className="grid min-w-0 gap-4">
            <MonitoringSection
              id="wip"
              title={t('monitoring.wip.title')}
              icon={Gauge}
              total={data?.wip.total}
              shown={data?.wip.items.length ?? 0}
              loading={loading}
              emptyText={t('monitoring.wip.empty')}
            >
              {data ? <WipList items={data.wip.items} /> : null}
            </MonitoringSection>
            <MonitoringSection
              id="overdue"
              title={t('monitoring.overdue.title')}
              icon={AlarmClock}
              total={data?.overdue.total}
              shown={data?.overdue.items.length ?? 0}
              loading={loading}
              emptyText={t('monitoring.overdue.empty')}
            >
              {data ? <OverdueList items={data.overdue.items} now={Date.parse(data.generatedAt)} /> : null}
            </MonitoringSection>
            <MonitoringSection
              id="stale"
              title={t('monitoring.stale.title', { count: staleDays })}
              icon={Hourglass}
              total={staleLoading ? undefined : data?.stale.total}
              shown={staleLoading ? 0 : (data?.stale.items.length ?? 0)}
              loading={staleLoading}
              emptyText={t('monitoring.stale.empty', { count: staleDays })}
              action={
                <div className="flex items-center gap-2">
                  <Label htmlFor="monitoring-stale-days" className="text-xs text-muted-foreground">
                    {t('monitoring.stale.daysLabel')}
                  </Label>
                  <Select value={String(staleDays)} onValueChange={setStaleDays}>
                    <SelectTrigger id="monitoring-stale-days" className="h-8 w-28">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {STALE_DAYS_OPTIONS.map((days) => (
                        <SelectItem key={days} value={String(days)}>
                          {t('monitoring.stale.option', { count: days })}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              }
            >
              {data ? <StaleList items={data.stale.items} now={Date.parse(data.generatedAt)} /> : null}
            </MonitoringSection>
          </div>
        </div>
      )}
    </div>
  );
}
