import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { axisProps, chartMargin, chartStyle, tooltipStyles } from '@/features/analytics/charts/chart-style';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { seriesColors } from '@/features/analytics/charts/palette';
import { SegmentedControl } from '@/features/analytics/charts/segmented-control';
import { useChartTheme } from '@/features/analytics/charts/use-chart-theme';
import { discardedInRange } from '@/features/analytics/reports/lib/card-groups';
import type { ReportData } from '@/features/analytics/reports/lib/report-data';
import { throughputHistogram, totalOf, weeklyThroughput } from '@/features/analytics/reports/lib/throughput';

type Period = 'daily' | 'weekly';
const LINE_COLOR = seriesColors[0]!;

function useThroughputInclusion(data: ReportData) {
  const { t } = useTranslation();
  const { groups, flow } = data;
  return [
    { kind: 'included' as const, count: groups.finishedInRange.length, label: t('reports.inclusion.finishedInRange') },
    { kind: 'included' as const, count: groups.reworked.length, label: t('reports.inclusion.reworkedOnce') },
    { kind: 'excluded' as const, count: groups.inProgress.length, label: t('reports.inclusion.inProgress') },
    {
      kind: 'excluded' as const,
      count: discardedInRange(groups, flow.from, flow.to).length,
      label: t('reports.inclusion.discarded'),
    },
  ];
}

/** 3a. Throughput run chart: every day of the range, zero days included (§2.6), or weekly sums. */
export function ThroughputChart({ data }: { data: ReportData }) {
  const { t, i18n } = useTranslation();
  const theme = useChartTheme();
  const [period, setPeriod] = useState<Period>('daily');
  const inclusion = useThroughputInclusion(data);
  const locale = i18n.language;
  const days = data.flow.throughput;
  const weeks = weeklyThroughput(days);
  const zeroDays = days.filter((day) => day.count === 0).length;
  const total = totalOf(days);
  const rows =
    period === 'daily'
      ? days.map((day) => ({ key: day.date, count: day.count }))
      : weeks.map((week) => ({ key: week.week, count: week.count }));
  return (
    <ChartCard
      title={t('reports.throughput.title')}
      description={t('reports.throughput.description')}
      summary={t('reports.throughput.summary', { total, days: days.length, zeroDays })}
      fileName={data.fileName(t(period === 'daily' ? 'reports.throughput.fileDaily' : 'reports.throughput.fileWeekly'))}
      context={data.context}
      toolbar={
        <SegmentedControl
          label={t('reports.throughput.periodLabel')}
          value={period}
          onChange={setPeriod}
          options={[
            { value: 'daily', label: t('reports.throughput.daily') },
            { value: 'weekly', label: t('reports.throughput.weekly') },
          ]}
        />
      }
      table={
        period === 'daily'
          ? {
              columns: [
                { key: 'date', label: t('reports.table.date'), kind: 'date' },
                { key: 'count', label: t('reports.table.finishedCount'), kind: 'number' },
              ],
              rows: days.map((day) => [day.date, day.count]),
            }
          : {
              columns: [
                { key: 'week', label: t('reports.table.weekOf'), kind: 'date' },
                { key: 'days', label: t('reports.table.daysInRange'), kind: 'number' },
                { key: 'count', label: t('reports.table.finishedCount'), kind: 'number' },
              ],
              rows: weeks.map((week) => [week.week, week.days, week.count]),
            }
      }
      inclusion={inclusion}
      inclusionNotes={[t('reports.throughput.noteZeros', { count: zeroDays }), t('reports.throughput.noteWeeks')]}
    >
      <LineChart responsive style={chartStyle} data={rows} margin={chartMargin} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.grid} vertical={false} />
        <XAxis
          dataKey="key"
          {...axisProps(theme)}
          minTickGap={24}
          tickFormatter={(date: string) => formatLocalDate(date, locale, 'day')}
        />
        <YAxis {...axisProps(theme)} allowDecimals={false} width={40} />
        <Tooltip
          {...tooltipStyles(theme)}
          labelFormatter={(date) =>
            period === 'daily'
              ? formatLocalDate(String(date), locale)
              : t('reports.throughput.weekOf', { date: formatLocalDate(String(date), locale) })
          }
        />
        <Line
          dataKey="count"
          name={t('reports.table.finishedCount')}
          type="linear"
          stroke={LINE_COLOR}
          strokeWidth={2}
          // Dots mark each day (zeros too) while they stay apart; a long range is a plain line.
          dot={rows.length <= 92 ? { r: 2.5, fill: LINE_COLOR } : false}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartCard>
  );
}

/** 3b. How many days had 0, 1, 2… cards finished: the sample a forecast draws from (§4). */
export function ThroughputHistogram({ data }: { data: ReportData }) {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const inclusion = useThroughputInclusion(data);
  const histogram = throughputHistogram(data.flow.throughput);
  return (
    <ChartCard
      title={t('reports.histogram.title')}
      description={t('reports.histogram.description')}
      summary={t('reports.histogram.summary', {
        values: histogram.map((bin) => t('reports.histogram.bin', { value: bin.value, count: bin.days })).join(', '),
      })}
      fileName={data.fileName(t('reports.histogram.file'))}
      context={data.context}
      table={{
        columns: [
          { key: 'value', label: t('reports.table.finishedPerDay'), kind: 'number' },
          { key: 'days', label: t('reports.table.days'), kind: 'number' },
        ],
        rows: histogram.map((bin) => [bin.value, bin.days]),
      }}
      inclusion={inclusion}
    >
      <BarChart responsive style={chartStyle} data={histogram} margin={chartMargin} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.grid} vertical={false} />
        <XAxis dataKey="value" {...axisProps(theme)} />
        <YAxis {...axisProps(theme)} allowDecimals={false} width={40} />
        <Tooltip
          {...tooltipStyles(theme)}
          cursor={{ fill: theme.grid, fillOpacity: 0.4 }}
          labelFormatter={(value) => t('reports.histogram.tooltip', { value: Number(value) })}
        />
        <Bar dataKey="days" name={t('reports.table.days')} fill={LINE_COLOR} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}
