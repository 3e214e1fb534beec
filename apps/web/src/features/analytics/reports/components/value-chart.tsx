import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Rectangle, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { axisProps, chartMargin, chartStyle, tooltipStyles } from '@/features/analytics/charts/chart-style';
import { formatBrlCents } from '@/features/analytics/charts/format';
import { doneColor, seriesColors } from '@/features/analytics/charts/palette';
import { useChartTheme } from '@/features/analytics/charts/use-chart-theme';
import { agingColumns } from '@/features/analytics/reports/lib/aging';
import type { ReportData } from '@/features/analytics/reports/lib/report-data';
import { valueByColumn, valueOf } from '@/features/analytics/reports/lib/value';

/** 7. Value in R$: delivered in the range, and in progress per started column (kept apart from the counts, §2.9). */
export function ValueChart({ data }: { data: ReportData }) {
  const { t, i18n } = useTranslation();
  const theme = useChartTheme();
  const locale = i18n.language;
  const { flow, groups } = data;
  const delivered = valueOf(groups.finishedInRange);
  const columns = valueByColumn(groups.inProgress, agingColumns(flow));
  const inProgress = valueOf(groups.inProgress);
  const notStarted = valueOf(groups.notStarted);
  const brl = (cents: number) => formatBrlCents(cents, locale);
  const rows = [
    { name: t('reports.value.delivered'), cents: delivered.cents, fill: doneColor },
    ...columns.map((column) => ({ name: column.name, cents: column.cents, fill: seriesColors[0]! })),
  ];
  return (
    <ChartCard
      title={t('reports.value.title')}
      description={t('reports.value.description')}
      summary={t('reports.value.summary', { delivered: brl(delivered.cents), inProgress: brl(inProgress.cents) })}
      fileName={data.fileName(t('reports.value.file'))}
      context={data.context}
      empty={delivered.withValue + inProgress.withValue === 0 ? t('reports.value.empty') : null}
      legend={[
        { label: t('reports.value.delivered'), color: doneColor },
        { label: t('reports.value.inProgress'), color: seriesColors[0]! },
      ]}
      table={{
        columns: [
          { key: 'group', label: t('reports.table.group'), kind: 'text' },
          { key: 'cards', label: t('reports.table.cards'), kind: 'number' },
          { key: 'withValue', label: t('reports.table.withValue'), kind: 'number' },
          { key: 'value', label: t('reports.table.valueBrl'), kind: 'brl' },
        ],
        rows: [
          [t('reports.value.delivered'), delivered.cards, delivered.withValue, delivered.cents],
          ...columns.map((column) => [
            t('reports.value.inColumn', { name: column.name }),
            column.cards,
            column.withValue,
            column.cents,
          ]),
        ],
      }}
      inclusion={[
        { kind: 'included', count: delivered.withValue, label: t('reports.inclusion.valueDelivered') },
        { kind: 'included', count: inProgress.withValue, label: t('reports.inclusion.valueInProgress') },
        {
          kind: 'excluded',
          count: delivered.cards - delivered.withValue + inProgress.cards - inProgress.withValue,
          label: t('reports.inclusion.noValue'),
        },
        {
          kind: 'excluded',
          count: notStarted.cards,
          label: t('reports.inclusion.notStartedValue', { value: brl(notStarted.cents) }),
        },
        { kind: 'excluded', count: groups.discarded.length, label: t('reports.inclusion.discardedAll') },
      ]}
      footer={
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-md border p-3">
            <dt className="text-muted-foreground">{t('reports.value.delivered')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{brl(delivered.cents)}</dd>
          </div>
          <div className="rounded-md border p-3">
            <dt className="text-muted-foreground">{t('reports.value.inProgress')}</dt>
            <dd className="text-lg font-semibold tabular-nums">{brl(inProgress.cents)}</dd>
          </div>
        </dl>
      }
    >
      <BarChart
        responsive
        style={chartStyle}
        data={rows}
        margin={{ ...chartMargin, left: 16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={theme.grid} vertical={false} />
        <XAxis dataKey="name" {...axisProps(theme)} interval={0} />
        <YAxis
          {...axisProps(theme)}
          width={72}
          tickFormatter={(cents: number) =>
            new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', notation: 'compact' }).format(
              cents / 100,
            )
          }
        />
        <Tooltip
          {...tooltipStyles(theme)}
          cursor={{ fill: theme.grid, fillOpacity: 0.4 }}
          formatter={(cents) => brl(Number(cents))}
        />
        <Bar
          dataKey="cents"
          name={t('reports.table.valueBrl')}
          isAnimationActive={false}
          shape={(props: BarShapeProps) => <Rectangle {...props} fill={(props.payload as { fill: string }).fill} />}
        />
      </BarChart>
    </ChartCard>
  );
}
