import type { GlobalAnalytics } from '@rbax/shared/analytics';
import { GLOBAL_ANALYTICS_DEFAULT_DAYS } from '@rbax/shared/analytics';
import { useQuery } from '@tanstack/react-query';
import { Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { globalAnalyticsQueryOptions } from '@/features/analytics/global/api/get-global-analytics';
import { countRows, countTable, globalSeries, peakOf, sumOf } from '@/features/analytics/global/lib/global-tables';
import { BarsChart } from '@/features/analytics/workspace/components/lazy-charts';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { exportFileName } from '@/features/analytics/charts/csv';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { formatNumber } from '@/features/analytics/charts/format';
import { seriesColors } from '@/features/analytics/charts/palette';
import { RangePicker } from '@/features/analytics/workspace/components/report-filters';
import {
  ReportError,
  ReportHeader,
  ReportSkeleton,
  StatTile,
} from '@/features/analytics/workspace/components/report-states';
import { RangeSummary } from '@/features/analytics/workspace/components/workspace-report-filters';
import { useReportRange } from '@/features/analytics/workspace/hooks/use-report-params';
import type { RangePreset } from '@/features/analytics/charts/range';
import { formatBytes } from '@/lib/dates';

const seriesColor = {
  activeDaily: seriesColors[0]!,
  activeWeekly: seriesColors[2]!,
  events: seriesColors[1]!,
  signUps: seriesColors[4]!,
} as const;

/**
 * /global-analytics (administrators; the admin guard of the router sends anyone else to '/'):
 * the instance's totals, and per UTC day the active people, events and sign-ups.
 */
export function GlobalAnalyticsPage() {
  const { t } = useTranslation();
  // The instance has no single zone: its days are UTC (the API's), and so is "today".
  const { choice, range, setChoice } = useReportRange(GLOBAL_ANALYTICS_DEFAULT_DAYS as RangePreset, 'UTC');
  const query = useQuery(globalAnalyticsQueryOptions(range));

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <title>{`${t('globalAnalytics.title')} · RBAX Flow`}</title>
      <ReportHeader title={t('globalAnalytics.title')} subtitle={t('globalAnalytics.subtitle')}>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin}>
            <Shield aria-hidden="true" />
            {t('shell.nav.admin')}
          </Link>
        </Button>
      </ReportHeader>
      <div role="group" aria-label={t('analytics.filters.label')}>
        <RangePicker
          key={choice.kind === 'custom' ? `${choice.from}:${choice.to}` : choice.days}
          choice={choice}
          range={range}
          onChange={setChoice}
        />
      </div>
      {query.data ? <RangeSummary from={query.data.from} to={query.data.to} timeZone="UTC" /> : null}
      <div aria-busy={query.isFetching} className="grid gap-4">
        {query.isPending ? (
          <ReportSkeleton tiles={6} blocks={2} />
        ) : query.isError && !query.data ? (
          <ReportError message={t('globalAnalytics.loadFailed')} onRetry={() => void query.refetch()} />
        ) : query.data ? (
          <GlobalReport data={query.data} />
        ) : null}
      </div>
    </div>
  );
}

function GlobalReport({ data }: { data: GlobalAnalytics }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const number = (value: number) => formatNumber(value, locale, 0);
  const { totals } = data;
  const context = t('globalAnalytics.pngContext', {
    from: formatLocalDate(data.from, locale),
    to: formatLocalDate(data.to, locale),
  });
  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-3" aria-label={t('globalAnalytics.totals')}>
        <StatTile label={t('globalAnalytics.tiles.users')} value={number(totals.users)} />
        <StatTile label={t('globalAnalytics.tiles.workspaces')} value={number(totals.workspaces)} />
        <StatTile label={t('globalAnalytics.tiles.boards')} value={number(totals.boards)} />
        <StatTile label={t('globalAnalytics.tiles.cards')} value={number(totals.cards)} />
        <StatTile label={t('globalAnalytics.tiles.events')} value={number(totals.events)} />
        <StatTile
          label={t('globalAnalytics.tiles.storage')}
          value={formatBytes(totals.storageBytes, locale)}
          detail={t('globalAnalytics.tiles.storageDetail', { bytes: number(totals.storageBytes) })}
        />
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        {globalSeries(data, t).map(({ id, items, weekly, count }) => {
          const title = t(`globalAnalytics.charts.${id}.title`);
          const total = sumOf(items);
          return (
            <ChartCard
              key={id}
              title={title}
              description={t(`globalAnalytics.charts.${id}.description`)}
              summary={t('globalAnalytics.summary', {
                title,
                total: number(total),
                peak: number(peakOf(items)),
                from: formatLocalDate(data.from, locale),
                to: formatLocalDate(data.to, locale),
              })}
              table={countTable(items, {
                period: weekly ? t('analytics.columns.weekOf') : t('globalAnalytics.columns.day'),
                count,
              })}
              fileName={exportFileName('global-analytics', title, data.from, data.to)}
              context={context}
              legend={[{ label: count, color: seriesColor[id] }]}
              inclusion={[{ kind: 'included', count: total, label: t(`globalAnalytics.charts.${id}.included`) }]}
              inclusionNotes={[t(`globalAnalytics.charts.${id}.explain`)]}
            >
              <BarsChart
                data={countRows(items)}
                xKey="day"
                formatX={(day) => formatLocalDate(day, locale, 'day')}
                series={[{ key: 'count', name: count, color: seriesColor[id] }]}
              />
            </ChartCard>
          );
        })}
      </div>
    </>
  );
}
