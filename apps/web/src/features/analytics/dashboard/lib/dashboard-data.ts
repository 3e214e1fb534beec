import type { DashboardResponse } from '@rbax/shared/analytics';
import type { MonitoringActivity } from '@rbax/shared/monitoring';
import type { TFunction } from 'i18next';
import type { TableModel } from '@/features/analytics/charts/table';
import type { ChartRow } from '@/features/analytics/workspace/lib/chart-series';

type Board = DashboardResponse['boards'][number];

/**
 * The dashboard's feed in the shape of /monitoring's, so the same list (and the same sentences of
 * the card history) shows it. Events without a card are not card history: they are left out.
 */
export function dashboardActivity(data: DashboardResponse): {
  activity: MonitoringActivity[];
  columns: { id: string; name: string }[];
} {
  const activity = data.activity.flatMap((event) =>
    event.card
      ? [
          {
            id: event.id,
            seq: 0,
            boardId: event.board.id,
            workspaceId: null,
            kind: event.kind,
            entityId: event.card.id,
            actor: event.actor,
            data: event.data,
            createdAt: event.createdAt,
            board: event.board,
            card: { ...event.card, boardId: event.board.id },
          },
        ]
      : [],
  );
  return { activity, columns: data.columns ?? [] };
}

/** WIP against the limit: 'acima do limite' when over it (the board's started columns' limits). */
export function wipStatus(board: Board, t: TFunction): string {
  if (board.wipLimit === null) return t('dashboard.boards.noLimit');
  return board.wip > board.wipLimit ? t('dashboard.boards.overLimit') : t('dashboard.boards.withinLimit');
}

export function boardsTable(boards: Board[], t: TFunction): TableModel {
  return {
    columns: [
      { key: 'board', label: t('analytics.columns.board'), kind: 'text' },
      { key: 'wip', label: t('dashboard.boards.wip'), kind: 'number' },
      { key: 'wipLimit', label: t('dashboard.boards.wipLimit'), kind: 'number' },
      { key: 'wipStatus', label: t('dashboard.boards.wipStatus'), kind: 'text' },
      { key: 'thisWeek', label: t('dashboard.boards.thisWeek'), kind: 'number' },
      { key: 'lastWeek', label: t('dashboard.boards.lastWeek'), kind: 'number' },
      { key: 'change', label: t('dashboard.boards.change'), kind: 'number' },
    ],
    rows: boards.map((board) => [
      board.title,
      board.wip,
      board.wipLimit,
      wipStatus(board, t),
      board.throughputThisWeek,
      board.throughputLastWeek,
      board.throughputThisWeek - board.throughputLastWeek,
    ]),
  };
}

export function throughputRows(boards: Board[]): ChartRow[] {
  return boards.map((board) => ({
    name: board.title,
    lastWeek: board.throughputLastWeek,
    thisWeek: board.throughputThisWeek,
  }));
}
