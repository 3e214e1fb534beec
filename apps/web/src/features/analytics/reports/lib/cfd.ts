import type { FlowResponse } from '@rbax/shared/analytics';
import { doneColor, seriesColors } from '@/features/analytics/charts/palette';
import type { TableModel } from '@/features/analytics/charts/table';

export type CfdMode = 'asItWas' | 'flow';

export type CfdSeries = { columnId: string; name: string; color: string };

/**
 * The CFD's bands (design note §2.7, §5): drawn bottom-up with the done column first and the first
 * column last (on top), so the order here is the stacking order; the legend reads top-down.
 */
export function cfdSeries(flow: Pick<FlowResponse, 'columns' | 'settings'>): CfdSeries[] {
  const doneId = flow.settings.doneColumnId;
  const colored = flow.columns.map((column, index) => ({
    columnId: column.id,
    name: column.name,
    color: column.id === doneId ? doneColor : seriesColors[index % seriesColors.length]!,
  }));
  const done = colored.filter((series) => series.columnId === doneId);
  const others = colored.filter((series) => series.columnId !== doneId).reverse();
  return [...done, ...others];
}

/** One row per day: `{ date, [columnId]: count }` for recharts. */
export function cfdRows(flow: Pick<FlowResponse, 'cfd' | 'cfdFlow'>, mode: CfdMode): Record<string, string | number>[] {
  const days = mode === 'flow' ? flow.cfdFlow : flow.cfd;
  return days.map((day) => ({ date: day.date, ...day.counts }));
}

/** The table: one row per day, columns in workflow order (left to right as on the board). */
export function cfdTable(
  flow: Pick<FlowResponse, 'cfd' | 'cfdFlow' | 'columns'>,
  mode: CfdMode,
  labels: { date: string },
): TableModel {
  const days = mode === 'flow' ? flow.cfdFlow : flow.cfd;
  return {
    columns: [
      { key: 'date', label: labels.date, kind: 'date' },
      ...flow.columns.map((column) => ({ key: column.id, label: column.name, kind: 'number' as const })),
    ],
    rows: days.map((day) => [day.date, ...flow.columns.map((column) => day.counts[column.id] ?? 0)]),
  };
}
