import type { WorkspaceAnalytics } from '@rbax/shared/analytics';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { formatNumber } from '@/features/analytics/charts/format';
import { BarsChart, LinesChart } from '@/features/analytics/workspace/components/lazy-charts';
import { legendOf, seriesColor, type ChartSeries } from '@/features/analytics/workspace/lib/chart-series';
import {
  createdCompletedRows,
  createdCompletedTable,
  leadTimeRows,
  leadTimeTable,
  workspaceTotals,
} from '@/features/analytics/workspace/lib/workspace-tables';

export type ReportContext = { fileName: (name: string) => string; context: string };

/** Created vs completed per week, and the lead-time trend (P50/P85 with n). */
export function WorkspaceTrends({ data, report }: { data: WorkspaceAnalytics; report: ReportContext }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const formatWeek = (week: string) => formatLocalDate(week, locale, 'day');
  const totals = workspaceTotals(data.boards);
  const created = data.weeks.reduce((sum, week) => sum + week.created, 0);
  const completed = data.weeks.reduce((sum, week) => sum + week.completed, 0);
  const finished = data.weeks.reduce((sum, week) => sum + week.leadTime.n, 0);
  const lastWithLead = data.weeks.findLast((week) => week.leadTime.n > 0);
  const flowSeries: ChartSeries[] = [
    { key: 'created', name: t('analytics.columns.created'), color: seriesColor.created },
    { key: 'completed', name: t('analytics.columns.completed'), color: seriesColor.completed },
  ];
  const leadSeries: ChartSeries[] = [
    { key: 'p50', name: t('analytics.leadTime.p50'), color: seriesColor.p50 },
    { key: 'p85', name: t('analytics.leadTime.p85'), color: seriesColor.p85, dashed: true },
  ];
  const days = (value: number) => t('analytics.common.daysShort', { value: formatNumber(value, locale) });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        title={t('analytics.createdCompleted.title')}
        description={t('analytics.createdCompleted.description')}
        summary={t('analytics.createdCompleted.summary', { created, completed, weeks: data.weeks.length })}
        table={createdCompletedTable(data.weeks, t)}
        fileName={report.fileName(t('analytics.createdCompleted.title'))}
        context={report.context}
        legend={legendOf(flowSeries)}
        empty={created === 0 && completed === 0 ? t('analytics.createdCompleted.empty') : null}
        inclusion={[
          { kind: 'included', count: totals.created, label: t('analytics.inclusion.created') },
          { kind: 'included', count: totals.completed, label: t('analytics.inclusion.completed') },
        ]}
        inclusionNotes={[
          t('analytics.explain.completed'),
          t('analytics.explain.discarded'),
          t('analytics.explain.weeks', { timeZone: data.timeZone }),
        ]}
      >
        <BarsChart data={createdCompletedRows(data.weeks)} xKey="week" formatX={formatWeek} series={flowSeries} />
      </ChartCard>
      <ChartCard
        title={t('analytics.leadTime.title')}
        description={t('analytics.leadTime.description')}
        summary={
          lastWithLead
            ? t('analytics.leadTime.summary', {
                week: formatLocalDate(lastWithLead.week, locale),
                p50: lastWithLead.leadTime.p50,
                p85: lastWithLead.leadTime.p85,
                n: lastWithLead.leadTime.n,
              })
            : t('analytics.leadTime.empty')
        }
        table={leadTimeTable(data.weeks, t)}
        fileName={report.fileName(t('analytics.leadTime.title'))}
        context={report.context}
        legend={legendOf(leadSeries)}
        empty={finished === 0 ? t('analytics.leadTime.empty') : null}
        inclusion={[{ kind: 'included', count: finished, label: t('analytics.inclusion.finished') }]}
        inclusionNotes={[
          t('analytics.explain.leadTime', { timeZone: data.timeZone }),
          t('analytics.explain.percentiles'),
          t('analytics.explain.lowConfidence'),
        ]}
      >
        <LinesChart
          data={leadTimeRows(data.weeks)}
          xKey="week"
          formatX={formatWeek}
          formatY={days}
          series={leadSeries}
        />
      </ChartCard>
    </div>
  );
}
