import type { WorkspaceAnalytics } from '@rbax/shared/analytics';
import { priorities } from '@rbax/shared/cards';
import type { TFunction } from 'i18next';
import { paths } from '@/config/paths';
import type { TableModel } from '@/features/analytics/charts/table';
import type { ChartRow } from '@/features/analytics/workspace/lib/chart-series';
import { isLowConfidence } from '@/features/analytics/workspace/lib/percentiles';

/**
 * The /analytics page's tables and chart rows, pure functions of the API's answer: the tables are
 * what 'Ver tabela' shows and 'Baixar CSV' saves, so the figures always match the charts.
 */

export type Breakdown = 'label' | 'priority' | 'assignee';
type BreakdownRow = WorkspaceAnalytics['byLabel'][number];

const UNASSIGNED = 'unassigned';

/** 'baixa confiança' next to a percentile of fewer than 5 samples (§3), empty otherwise. */
const confidence = (n: number, t: TFunction) => (isLowConfidence(n) ? t('analytics.common.lowConfidence') : '');

export function createdCompletedTable(weeks: WorkspaceAnalytics['weeks'], t: TFunction): TableModel {
  return {
    columns: [
      { key: 'week', label: t('analytics.columns.weekOf'), kind: 'date' },
      { key: 'created', label: t('analytics.columns.created'), kind: 'number' },
      { key: 'completed', label: t('analytics.columns.completed'), kind: 'number' },
    ],
    rows: weeks.map((week) => [week.week, week.created, week.completed]),
  };
}

export function createdCompletedRows(weeks: WorkspaceAnalytics['weeks']): ChartRow[] {
  return weeks.map((week) => ({ week: week.week, created: week.created, completed: week.completed }));
}

export function leadTimeTable(weeks: WorkspaceAnalytics['weeks'], t: TFunction): TableModel {
  return {
    columns: [
      { key: 'week', label: t('analytics.columns.weekOf'), kind: 'date' },
      { key: 'n', label: t('analytics.columns.n'), kind: 'number' },
      { key: 'p50', label: t('analytics.columns.p50Days'), kind: 'days' },
      { key: 'p85', label: t('analytics.columns.p85Days'), kind: 'days' },
      { key: 'confidence', label: t('analytics.columns.confidence'), kind: 'text' },
    ],
    rows: weeks.map((week) => [
      week.week,
      week.leadTime.n,
      week.leadTime.p50,
      week.leadTime.p85,
      confidence(week.leadTime.n, t),
    ]),
  };
}

/** Weeks without finished cards have no lead time: null, drawn as a gap rather than a zero. */
export function leadTimeRows(weeks: WorkspaceAnalytics['weeks']): ChartRow[] {
  return weeks.map((week) => ({ week: week.week, p50: week.leadTime.p50, p85: week.leadTime.p85 }));
}

export function boardsTable(boards: WorkspaceAnalytics['boards'], t: TFunction): TableModel {
  return {
    columns: [
      { key: 'board', label: t('analytics.columns.board'), kind: 'text' },
      { key: 'created', label: t('analytics.columns.created'), kind: 'number' },
      { key: 'completed', label: t('analytics.columns.completed'), kind: 'number' },
      { key: 'wip', label: t('analytics.columns.wip'), kind: 'number' },
      { key: 'n', label: t('analytics.columns.n'), kind: 'number' },
      { key: 'p50', label: t('analytics.columns.leadP50'), kind: 'days' },
      { key: 'p85', label: t('analytics.columns.leadP85'), kind: 'days' },
      { key: 'confidence', label: t('analytics.columns.confidence'), kind: 'text' },
    ],
    rows: boards.map((board) => [
      board.title,
      board.created,
      board.completed,
      board.wip,
      board.leadTime.n,
      board.leadTime.p50,
      board.leadTime.p85,
      confidence(board.leadTime.n, t),
    ]),
  };
}

/** A board's flow report (the /reports page opens on the board of `?board=`). */
export const boardReportPath = (boardId: string) => `${paths.reports}?board=${encodeURIComponent(boardId)}`;

/** A breakdown row's name: priorities are ids translated here; rows without one get the page's words. */
export function breakdownName(kind: Breakdown, row: BreakdownRow, t: TFunction): string {
  if (kind === 'priority') {
    const id = (priorities as readonly string[]).includes(row.key) ? (row.key as (typeof priorities)[number]) : 'none';
    return t(`cards.priority.${id}`);
  }
  // The API's row of cards without an assignee is keyed 'unassigned' (and named so).
  if (kind === 'assignee' && row.key === UNASSIGNED) return t('analytics.breakdown.noAssignee');
  if (row.name.trim() !== '') return row.name;
  return kind === 'label' ? t('analytics.breakdown.noLabel') : t('analytics.breakdown.noAssignee');
}

export function breakdownTable(kind: Breakdown, rows: BreakdownRow[], t: TFunction): TableModel {
  return {
    columns: [
      { key: 'name', label: t(`analytics.breakdown.column.${kind}`), kind: 'text' },
      { key: 'created', label: t('analytics.columns.created'), kind: 'number' },
      { key: 'completed', label: t('analytics.columns.completed'), kind: 'number' },
      { key: 'wip', label: t('analytics.columns.wip'), kind: 'number' },
      { key: 'p85', label: t('analytics.columns.leadP85'), kind: 'days' },
    ],
    rows: rows.map((row) => [breakdownName(kind, row, t), row.created, row.completed, row.wip, row.leadTimeP85]),
  };
}

export function breakdownRows(kind: Breakdown, rows: BreakdownRow[], t: TFunction): ChartRow[] {
  return rows.map((row) => ({ name: breakdownName(kind, row, t), created: row.created, completed: row.completed }));
}

/** The range's totals for the summary tiles (WIP is now, not over the range). */
export function workspaceTotals(boards: WorkspaceAnalytics['boards']) {
  return boards.reduce(
    (sum, board) => ({
      created: sum.created + board.created,
      completed: sum.completed + board.completed,
      wip: sum.wip + board.wip,
      finished: sum.finished + board.leadTime.n,
    }),
    { created: 0, completed: 0, wip: 0, finished: 0 },
  );
}
