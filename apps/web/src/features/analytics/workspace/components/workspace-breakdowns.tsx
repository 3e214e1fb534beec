import type { WorkspaceAnalytics } from '@rbax/shared/analytics';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { BarsChart } from '@/features/analytics/workspace/components/lazy-charts';
import type { ReportContext } from '@/features/analytics/workspace/components/workspace-trends';
import { legendOf, seriesColor, type ChartSeries } from '@/features/analytics/workspace/lib/chart-series';
import { breakdownRows, breakdownTable, type Breakdown } from '@/features/analytics/workspace/lib/workspace-tables';

const kinds: { kind: Breakdown; field: 'byLabel' | 'byPriority' | 'byAssignee' }[] = [
  { kind: 'label', field: 'byLabel' },
  { kind: 'priority', field: 'byPriority' },
  { kind: 'assignee', field: 'byAssignee' },
];

/** Created and completed by label, priority and assignee: bars, the table, its CSV. */
export function WorkspaceBreakdowns({ data, report }: { data: WorkspaceAnalytics; report: ReportContext }) {
  const { t } = useTranslation();
  const series: ChartSeries[] = [
    { key: 'created', name: t('analytics.columns.created'), color: seriesColor.created },
    { key: 'completed', name: t('analytics.columns.completed'), color: seriesColor.completed },
  ];
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {kinds.map(({ kind, field }) => {
        const rows = data[field];
        const title = t(`analytics.breakdown.title.${kind}`);
        const chartRows = breakdownRows(kind, rows, t);
        return (
          <ChartCard
            key={kind}
            className={kind === 'assignee' ? 'lg:col-span-2' : undefined}
            title={title}
            description={t(`analytics.breakdown.description.${kind}`)}
            summary={t('analytics.breakdown.summary', {
              title,
              count: rows.length,
              top: chartRows[0] ? String(chartRows[0].name) : '—',
            })}
            table={breakdownTable(kind, rows, t)}
            fileName={report.fileName(title)}
            context={report.context}
            legend={legendOf(series)}
            empty={rows.length === 0 ? t('analytics.common.noData') : null}
            inclusion={[
              {
                kind: 'included',
                count: rows.reduce((sum, row) => sum + row.created, 0),
                label: t('analytics.inclusion.breakdownCreated'),
              },
            ]}
            inclusionNotes={[t(`analytics.explain.${kind}`)]}
          >
            <BarsChart
              horizontal
              height={Math.max(160, rows.length * 44 + 48)}
              data={chartRows}
              xKey="name"
              series={series}
            />
          </ChartCard>
        );
      })}
    </div>
  );
}
