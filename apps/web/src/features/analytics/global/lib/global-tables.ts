import type { GlobalAnalytics } from '@rbax/shared/analytics';
import type { TFunction } from 'i18next';
import type { TableModel } from '@/features/analytics/charts/table';
import type { ChartRow } from '@/features/analytics/workspace/lib/chart-series';

type Count = { date: string; count: number } | { week: string; count: number };

const dayOf = (item: Count) => ('date' in item ? item.date : item.week);

/** Per day (or per week) counts as a two-column table: the day, and how many. */
export function countTable(items: readonly Count[], heading: { period: string; count: string }): TableModel {
  return {
    columns: [
      { key: 'day', label: heading.period, kind: 'date' },
      { key: 'count', label: heading.count, kind: 'number' },
    ],
    rows: items.map((item) => [dayOf(item), item.count]),
  };
}

export function countRows(items: readonly Count[]): ChartRow[] {
  return items.map((item) => ({ day: dayOf(item), count: item.count }));
}

export const sumOf = (items: readonly Count[]) => items.reduce((sum, item) => sum + item.count, 0);
export const peakOf = (items: readonly Count[]) => Math.max(0, ...items.map((item) => item.count));

/** The chart blocks of the page, in order: which series, its words, and whether it is per week. */
export function globalSeries(data: GlobalAnalytics, t: TFunction) {
  return [
    { id: 'activeDaily', items: data.activeUsersDaily, weekly: false, count: t('globalAnalytics.columns.activeUsers') },
    {
      id: 'activeWeekly',
      items: data.activeUsersWeekly,
      weekly: true,
      count: t('globalAnalytics.columns.activeUsers'),
    },
    { id: 'events', items: data.eventsDaily, weekly: false, count: t('globalAnalytics.columns.events') },
    { id: 'signUps', items: data.signUpsDaily, weekly: false, count: t('globalAnalytics.columns.signUps') },
  ] as const;
}
