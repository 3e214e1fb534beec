import type { TimeReport } from '@rbax/shared/time/reports';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { exportFileName } from '@/features/analytics/charts/csv';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { formatNumber } from '@/features/analytics/charts/format';
import { seriesColors } from '@/features/analytics/charts/palette';
import type { TableModel } from '@/features/analytics/charts/table';
import { legendOf, type ChartRow, type ChartSeries } from '@/features/analytics/workspace/lib/chart-series';
import { DayChart } from '@/features/time/components/lazy-day-chart';

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

/** 'Por dia': hours per day stacked by person, from the timesheet, in the analytics chart frame. */
export function TimeDayView({ report }: { report: TimeReport }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { timesheet } = report;
  const series: ChartSeries[] = timesheet.rows.map((row, index) => ({
    key: `p${index}`,
    name: row.userId === null ? t('time.entries.deletedUser') : row.name,
    color: seriesColors[index % seriesColors.length]!,
  }));
  const data: ChartRow[] = timesheet.days.map((date, day) => ({
    date,
    ...Object.fromEntries(timesheet.rows.map((row, index) => [`p${index}`, hours(row.seconds[day]!)])),
  }));
  const table: TableModel = {
    columns: [
      { key: 'date', label: t('time.reports.columns.date'), kind: 'date' },
      ...series.map((item) => ({ key: item.key, label: item.name, kind: 'number' as const })),
      { key: 'total', label: t('time.reports.total'), kind: 'number' },
    ],
    rows: timesheet.days.map((date, day) => [
      date,
      ...timesheet.rows.map((row) => hours(row.seconds[day]!)),
      hours(timesheet.dayTotals[day]!),
    ]),
  };
  const busiest = timesheet.days.reduce(
    (best, date, day) =>
      timesheet.dayTotals[day]! > best.seconds ? { date, seconds: timesheet.dayTotals[day]! } : best,
    { date: '', seconds: 0 },
  );
  return (
    <ChartCard
      title={t('time.reports.chart.title')}
      description={t('time.reports.chart.description')}
      summary={
        busiest.seconds > 0
          ? t('time.reports.chart.summary', {
              hours: formatNumber(hours(timesheet.total), locale, 2),
              day: formatLocalDate(busiest.date, locale),
              dayHours: formatNumber(hours(busiest.seconds), locale, 2),
            })
          : t('time.reports.chart.empty')
      }
      table={table}
      fileName={exportFileName('time-tracking', report.from, report.to)}
      legend={legendOf(series)}
      empty={timesheet.total === 0 ? t('time.reports.chart.empty') : null}
    >
      <DayChart
        data={data}
        series={series}
        formatX={(date) => formatLocalDate(date, locale, 'day')}
        formatY={(value) => `${formatNumber(value, locale, 2)} h`}
      />
    </ChartCard>
  );
}
