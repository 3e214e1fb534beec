import { doneColor, seriesColors } from '@/features/analytics/charts/palette';

/** A series of a report chart: its field in the data rows, its legend name and its colour. */
export type ChartSeries = { key: string; name: string; color: string; dashed?: boolean };

/** One row per category (a week, a day, a board…); a value may be null (no sample: a gap, not a zero). */
export type ChartRow = Record<string, string | number | null>;

/** The colours of the workspace reports, from the analytics palette (done is always green). */
export const seriesColor = {
  created: seriesColors[0]!,
  completed: doneColor,
  p50: seriesColors[0]!,
  p85: seriesColors[1]!,
  lastWeek: seriesColors[6]!,
  thisWeek: doneColor,
} as const;

/** The ChartCard legend of a chart's series. */
export const legendOf = (series: readonly ChartSeries[]) => series.map(({ name, color }) => ({ label: name, color }));
