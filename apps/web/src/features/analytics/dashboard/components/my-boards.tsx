import type { DashboardResponse } from '@rbax/shared/analytics';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { boardPath } from '@/config/paths';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { exportFileName } from '@/features/analytics/charts/csv';
import { boardsTable, throughputRows } from '@/features/analytics/dashboard/lib/dashboard-data';
import { BarsChart } from '@/features/analytics/workspace/components/lazy-charts';
import { TableSection } from '@/features/analytics/workspace/components/report-table-section';
import { legendOf, seriesColor, type ChartSeries } from '@/features/analytics/workspace/lib/chart-series';

type Boards = DashboardResponse['boards'];

const sum = (boards: Boards, field: 'wip' | 'throughputThisWeek' | 'throughputLastWeek') =>
  boards.reduce((total, board) => total + board[field], 0);

const notes = (t: TFunction) => [t('dashboard.explain.wip'), t('dashboard.explain.throughput')];

/** 'Meus boards': WIP against the limit, and the cards finished this week and last, per board. */
export function MyBoardsTable({ boards }: { boards: Boards }) {
  const { t } = useTranslation();
  return (
    <TableSection
      title={t('dashboard.boards.title')}
      description={t('dashboard.boards.description')}
      table={boardsTable(boards, t)}
      fileName={exportFileName('dashboard', t('dashboard.boards.title'))}
      emptyText={t('dashboard.boards.empty')}
      extras={(row, column) => (column === 'board' ? { href: boardPath(boards[row]!.id) } : undefined)}
      inclusion={[{ kind: 'included', count: sum(boards, 'wip'), label: t('dashboard.inclusion.wip') }]}
      inclusionNotes={notes(t)}
    />
  );
}

/** This week's throughput against last week's, per board (its table is the one above). */
export function ThroughputChart({ boards }: { boards: Boards }) {
  const { t } = useTranslation();
  const thisWeek = sum(boards, 'throughputThisWeek');
  const lastWeek = sum(boards, 'throughputLastWeek');
  const series: ChartSeries[] = [
    { key: 'lastWeek', name: t('dashboard.boards.lastWeek'), color: seriesColor.lastWeek },
    { key: 'thisWeek', name: t('dashboard.boards.thisWeek'), color: seriesColor.thisWeek },
  ];
  return (
    <ChartCard
      title={t('dashboard.throughput.title')}
      description={t('dashboard.throughput.description', { thisWeek, lastWeek })}
      summary={t('dashboard.throughput.summary', { thisWeek, lastWeek, boards: boards.length })}
      table={boardsTable(boards, t)}
      fileName={exportFileName('dashboard', t('dashboard.throughput.title'))}
      legend={legendOf(series)}
      empty={boards.length === 0 ? t('dashboard.boards.empty') : null}
      inclusion={[
        { kind: 'included', count: thisWeek, label: t('dashboard.inclusion.thisWeek') },
        { kind: 'included', count: lastWeek, label: t('dashboard.inclusion.lastWeek') },
      ]}
      inclusionNotes={notes(t)}
    >
      <BarsChart
        horizontal
        height={Math.max(160, boards.length * 52 + 48)}
        data={throughputRows(boards)}
        xKey="name"
        series={series}
      />
    </ChartCard>
  );
}
