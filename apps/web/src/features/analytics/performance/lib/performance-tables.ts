import type { PerformanceResponse } from '@rbax/shared/analytics';
import type { TFunction } from 'i18next';
import { seriesColors } from '@/features/analytics/charts/palette';
import type { TableModel } from '@/features/analytics/charts/table';
import type { ChartRow, ChartSeries } from '@/features/analytics/workspace/lib/chart-series';
import { isLowConfidence } from '@/features/analytics/workspace/lib/percentiles';

type Person = PerformanceResponse['people'][number];

/** '4 de 5' (finished on or before the due date, of those with one); '—' when none had a due date. */
export function onTimeCount(onTime: Person['onTime'], t: TFunction): string {
  if (onTime.withDue === 0) return '';
  return t('performance.onTime.value', { onTime: onTime.onTime, withDue: onTime.withDue });
}

/** The weeks of the answer (every person has the same ones). */
export function weeksOf(people: readonly Person[]): string[] {
  return people[0]?.weekly.map((week) => week.week) ?? [];
}

/** Per person: the table on screen and in the CSV; the last column is drawn as a sparkline. */
export function peopleTable(people: readonly Person[], currentUserId: string | undefined, t: TFunction): TableModel {
  return {
    columns: [
      { key: 'person', label: t('performance.columns.person'), kind: 'text' },
      { key: 'throughput', label: t('performance.columns.throughput'), kind: 'number' },
      { key: 'p50', label: t('performance.columns.cycleP50'), kind: 'days' },
      { key: 'p85', label: t('performance.columns.cycleP85'), kind: 'days' },
      { key: 'n', label: t('analytics.columns.n'), kind: 'number' },
      { key: 'confidence', label: t('analytics.columns.confidence'), kind: 'text' },
      { key: 'onTimeRate', label: t('performance.columns.onTimeRate'), kind: 'percent' },
      { key: 'onTime', label: t('performance.columns.onTime'), kind: 'text' },
      { key: 'wip', label: t('analytics.columns.wip'), kind: 'number' },
      { key: 'weekly', label: t('performance.columns.weekly'), kind: 'text' },
    ],
    rows: people.map((person) => [
      person.user.id === currentUserId ? t('performance.you', { name: person.user.name }) : person.user.name,
      person.throughput,
      person.cycleTime.p50,
      person.cycleTime.p85,
      person.cycleTime.n,
      isLowConfidence(person.cycleTime.n) ? t('analytics.common.lowConfidence') : '',
      person.onTime.withDue === 0 ? null : person.onTime.rate,
      onTimeCount(person.onTime, t),
      person.wip,
      person.weekly.map((week) => week.count).join(' '),
    ]),
  };
}

/** 'Entregas por semana': one row per week, one column per person (`p<index>`: ids stay out of data keys). */
export function weeklyChart(people: readonly Person[]): { rows: ChartRow[]; series: ChartSeries[] } {
  const rows = weeksOf(people).map((week, index) => {
    const row: ChartRow = { week };
    people.forEach((person, column) => {
      row[`p${column}`] = person.weekly[index]?.count ?? 0;
    });
    return row;
  });
  const series = people.map((person, index) => ({
    key: `p${index}`,
    name: person.user.name,
    color: seriesColors[index % seriesColors.length]!,
    dashed: index >= seriesColors.length,
  }));
  return { rows, series };
}

export function weeklyTable(people: readonly Person[], t: TFunction): TableModel {
  return {
    columns: [
      { key: 'week', label: t('analytics.columns.weekOf'), kind: 'date' },
      ...people.map((person, index) => ({ key: `p${index}`, label: person.user.name, kind: 'number' as const })),
    ],
    rows: weeksOf(people).map((week, index) => [week, ...people.map((person) => person.weekly[index]?.count ?? 0)]),
  };
}
