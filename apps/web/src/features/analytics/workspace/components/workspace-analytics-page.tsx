import type { WorkspaceAnalytics } from '@rbax/shared/analytics';
import { useQuery } from '@tanstack/react-query';
import { ChartColumn, Gauge, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { GuideLink } from '@/components/ui/guide-link';
import { ANALYTICS_GUIDE_SLUG, paths } from '@/config/paths';
import { workspaceAnalyticsQueryOptions } from '@/features/analytics/workspace/api/get-workspace-analytics';
import {
  NoWorkspace,
  RangeSummary,
  WorkspaceReportFilters,
} from '@/features/analytics/workspace/components/workspace-report-filters';
import {
  ReportEmpty,
  ReportError,
  ReportHeader,
  ReportSkeleton,
  StatTile,
} from '@/features/analytics/workspace/components/report-states';
import { WorkspaceBreakdowns } from '@/features/analytics/workspace/components/workspace-breakdowns';
import { WorkspaceTrends, type ReportContext } from '@/features/analytics/workspace/components/workspace-trends';
import { exportFileName } from '@/features/analytics/charts/csv';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { formatNumber } from '@/features/analytics/charts/format';
import { TableSection } from '@/features/analytics/workspace/components/report-table-section';
import { boardReportPath, boardsTable, workspaceTotals } from '@/features/analytics/workspace/lib/workspace-tables';
import {
  useReportRange,
  useReportWorkspace,
  WORKSPACE_RANGE_DEFAULT,
} from '@/features/analytics/workspace/hooks/use-report-params';

/** /analytics: flow across one workspace's boards over a date range (issue 19). */
export function WorkspaceAnalyticsPage() {
  const { t } = useTranslation();
  const report = useReportWorkspace();
  const { choice, range, setChoice } = useReportRange(WORKSPACE_RANGE_DEFAULT);
  const query = useQuery(workspaceAnalyticsQueryOptions(report.workspace?.id ?? null, range));

  let body;
  if (report.isPending) body = <ReportSkeleton />;
  else if (report.isError)
    body = <ReportError message={t('workspaces.toasts.loadFailed')} onRetry={() => void report.refetch()} />;
  else if (!report.workspace) body = <NoWorkspace />;
  else if (query.isPending) body = <ReportSkeleton />;
  else if (query.isError && !query.data)
    body = <ReportError message={t('analytics.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (query.data) body = <WorkspaceReport data={query.data} workspaceName={report.workspace.name} />;

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <title>{`${t('analytics.title')} · RBAX Flow`}</title>
      <ReportHeader
        title={t('analytics.title')}
        subtitle={t('analytics.subtitle')}
        below={
          <p className="text-sm">
            <GuideLink slug={ANALYTICS_GUIDE_SLUG}>{t('analytics.guide')}</GuideLink>
          </p>
        }
      >
        <nav aria-label={t('analytics.related')} className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.dashboard}>
              <LayoutDashboard aria-hidden="true" />
              {t('shell.nav.dashboard')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.performance}>
              <Gauge aria-hidden="true" />
              {t('shell.nav.performance')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.reports}>
              <ChartColumn aria-hidden="true" />
              {t('shell.nav.reports')}
            </Link>
          </Button>
        </nav>
      </ReportHeader>
      <WorkspaceReportFilters report={report} choice={choice} range={range} onRangeChange={setChoice} />
      {query.data && report.workspace ? (
        <RangeSummary from={query.data.from} to={query.data.to} timeZone={query.data.timeZone} />
      ) : null}
      <div aria-busy={query.isFetching} className="grid gap-4">
        {body}
      </div>
    </div>
  );
}

function WorkspaceReport({ data, workspaceName }: { data: WorkspaceAnalytics; workspaceName: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  if (data.boards.length === 0)
    return (
      <ReportEmpty
        icon={<LayoutDashboard aria-hidden="true" className="size-6 text-muted-foreground" />}
        title={t('analytics.noBoards.title')}
      >
        <p className="max-w-md text-sm text-muted-foreground">
          {t('analytics.noBoards.description', { name: workspaceName })}
        </p>
      </ReportEmpty>
    );
  const totals = workspaceTotals(data.boards);
  const report: ReportContext = {
    fileName: (name) => exportFileName('analytics', workspaceName, name, data.from, data.to),
    context: t('analytics.pngContext', {
      workspace: workspaceName,
      from: formatLocalDate(data.from, locale),
      to: formatLocalDate(data.to, locale),
      timeZone: data.timeZone,
    }),
  };
  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:gap-4" aria-label={t('analytics.totals')}>
        <StatTile
          label={t('analytics.columns.created')}
          value={formatNumber(totals.created, locale)}
          detail={t('analytics.inRange')}
        />
        <StatTile
          label={t('analytics.columns.completed')}
          value={formatNumber(totals.completed, locale)}
          detail={t('analytics.inRange')}
        />
        <StatTile
          label={t('analytics.columns.wip')}
          value={formatNumber(totals.wip, locale)}
          detail={t('analytics.wipNow')}
        />
      </ul>
      <WorkspaceTrends data={data} report={report} />
      <TableSection
        title={t('analytics.boards.title')}
        description={t('analytics.boards.description')}
        table={boardsTable(data.boards, t)}
        fileName={report.fileName(t('analytics.boards.title'))}
        emptyText={t('analytics.common.noData')}
        // A board's name opens its flow report (/reports?board=), the drill-down of these totals.
        extras={(row, column) => (column === 'board' ? { href: boardReportPath(data.boards[row]!.id) } : undefined)}
        inclusion={[
          { kind: 'included', count: data.boards.length, label: t('analytics.inclusion.boards') },
          { kind: 'included', count: totals.finished, label: t('analytics.inclusion.finished') },
        ]}
        inclusionNotes={[
          t('analytics.explain.leadTime', { timeZone: data.timeZone }),
          t('analytics.explain.percentiles'),
        ]}
      />
      <WorkspaceBreakdowns data={data} report={report} />
    </>
  );
}
