import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { axisProps, chartMargin, chartStyle, tooltipStyles } from '@/features/analytics/charts/chart-style';
import { formatNumber } from '@/features/analytics/charts/format';
import { useChartTheme } from '@/features/analytics/charts/use-chart-theme';
import type { ReportData } from '@/features/analytics/reports/lib/report-data';

const measures = [
  { key: 'p50Days', color: '#60a5fa', labelKey: 'reports.timeInColumns.p50' },
  { key: 'p85Days', color: '#1d4ed8', labelKey: 'reports.timeInColumns.p85' },
  { key: 'meanDays', color: '#f59e0b', labelKey: 'reports.timeInColumns.mean' },
] as const;

/** 5. Time in each column of the cards finished in the range (visits summed): P50, P85 and mean, in days. */
export function TimeInColumnsChart({ data }: { data: ReportData }) {
  const { t, i18n } = useTranslation();
  const theme = useChartTheme();
  const { flow, groups } = data;
  const rows = flow.timeInColumns
    .filter((row) => row.columnId !== flow.settings.doneColumnId && data.columnNames.has(row.columnId))
    .map((row) => ({ ...row, name: data.columnNames.get(row.columnId) ?? '' }));
  const withSamples = rows.filter((row) => row.n > 0);
  return (
    <ChartCard
      title={t('reports.timeInColumns.title')}
      description={t('reports.timeInColumns.description')}
      summary={t('reports.timeInColumns.summary', {
        columns: withSamples
          .map((row) =>
            t('reports.timeInColumns.summaryColumn', {
              name: row.name,
              p85: formatNumber(row.p85Days ?? 0, i18n.language),
              n: row.n,
            }),
          )
          .join('; '),
      })}
      fileName={data.fileName(t('reports.timeInColumns.file'))}
      context={data.context}
      empty={withSamples.length === 0 ? t('reports.empty.noneFinished') : null}
      legend={measures.map((measure) => ({ label: t(measure.labelKey), color: measure.color }))}
      table={{
        columns: [
          { key: 'column', label: t('reports.table.column'), kind: 'text' },
          { key: 'n', label: t('reports.table.samples'), kind: 'number' },
          { key: 'p50', label: t('reports.timeInColumns.p50'), kind: 'days' },
          { key: 'p85', label: t('reports.timeInColumns.p85'), kind: 'days' },
          { key: 'mean', label: t('reports.timeInColumns.mean'), kind: 'days' },
        ],
        rows: rows.map((row) => [row.name, row.n, row.p50Days, row.p85Days, row.meanDays]),
      }}
      inclusion={[
        { kind: 'included', count: groups.finishedInRange.length, label: t('reports.inclusion.finishedInRange') },
        { kind: 'excluded', count: groups.inProgress.length, label: t('reports.inclusion.inProgress') },
      ]}
      inclusionNotes={[t('reports.timeInColumns.noteVisits')]}
    >
      <BarChart responsive style={chartStyle} data={rows} margin={chartMargin} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.grid} vertical={false} />
        <XAxis dataKey="name" {...axisProps(theme)} interval={0} />
        <YAxis {...axisProps(theme)} width={40} unit=" d" />
        <Tooltip
          {...tooltipStyles(theme)}
          cursor={{ fill: theme.grid, fillOpacity: 0.4 }}
          formatter={(value) => `${formatNumber(Number(value), i18n.language)} d`}
        />
        {measures.map((measure) => (
          <Bar
            key={measure.key}
            dataKey={measure.key}
            name={t(measure.labelKey)}
            fill={measure.color}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartCard>
  );
}
