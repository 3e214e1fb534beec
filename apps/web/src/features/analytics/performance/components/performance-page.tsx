import type { PerformanceResponse } from '@rbax/shared/analytics';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Eye, LayoutDashboard, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { performanceQueryOptions } from '@/features/analytics/performance/api/get-performance';
import { peopleTable, weeklyChart, weeklyTable } from '@/features/analytics/performance/lib/performance-tables';
import { ChartCard } from '@/features/analytics/charts/chart-card';
import { exportFileName } from '@/features/analytics/charts/csv';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { Sparkline } from '@/features/analytics/performance/components/sparkline';
import { LinesChart } from '@/features/analytics/workspace/components/lazy-charts';
import { TableSection } from '@/features/analytics/workspace/components/report-table-section';
import { legendOf } from '@/features/analytics/workspace/lib/chart-series';
import {
  ReportEmpty,
  ReportError,
  ReportHeader,
  ReportSkeleton,
} from '@/features/analytics/workspace/components/report-states';
import {
  NoWorkspace,
  RangeSummary,
  WorkspaceReportFilters,
} from '@/features/analytics/workspace/components/workspace-report-filters';
import {
  useReportRange,
  useReportWorkspace,
  WORKSPACE_RANGE_DEFAULT,
} from '@/features/analytics/workspace/hooks/use-report-params';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * /performance (issue 19): per person of a workspace — throughput, cycle time P50/P85 with n,
 * on-time rate, WIP and the weekly trend. Owners and admins see everyone; members see themselves
 * (the API decides and says which: `scope`).
 */
export function PerformancePage() {
  const { t } = useTranslation();
  const report = useReportWorkspace();
  const { choice, range, setChoice } = useReportRange(WORKSPACE_RANGE_DEFAULT);
  const query = useQuery(performanceQueryOptions(report.workspace?.id ?? null, range));

  let body;
  if (report.isPending) body = <ReportSkeleton tiles={0} />;
  else if (report.isError)
    body = <ReportError message={t('workspaces.toasts.loadFailed')} onRetry={() => void report.refetch()} />;
  else if (!report.workspace) body = <NoWorkspace />;
  else if (query.isPending) body = <ReportSkeleton tiles={0} />;
  else if (query.isError && !query.data)
    body = <ReportError message={t('performance.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (query.data) body = <PerformanceReport data={query.data} workspaceName={report.workspace.name} />;

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <title>{`${t('performance.title')} · RBAX Flow`}</title>
      <ReportHeader title={t('performance.title')} subtitle={t('performance.subtitle')}>
        <nav aria-label={t('analytics.related')} className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.dashboard}>
              <LayoutDashboard aria-hidden="true" />
              {t('shell.nav.dashboard')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.analytics}>
              <BarChart3 aria-hidden="true" />
              {t('analytics.title')}
            </Link>
          </Button>
        </nav>
      </ReportHeader>
      <WorkspaceReportFilters report={report} choice={choice} range={range} onRangeChange={setChoice} />
      {query.data && report.workspace ? (
        <RangeSummary from={query.data.from} to={query.data.to} timeZone={null} />
      ) : null}
      <div aria-busy={query.isFetching} className="grid gap-4">
        {body}
      </div>
    </div>
  );
}

function ScopeNote({ scope }: { scope: PerformanceResponse['scope'] }) {
  const { t } = useTranslation();
  const Icon = scope === 'self' ? Eye : Users;
  return (
    <div className="flex items-start gap-3 rounded-xl border bg-muted/40 p-4 text-sm" data-testid="performance-scope">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>
        <span className="font-medium">{t(`performance.scope.${scope}`)}</span>{' '}
        <span className="text-muted-foreground">{t(`performance.scope.${scope}Detail`)}</span>
      </p>
    </div>
  );
}

function Definitions() {
  const { t } = useTranslation();
  const terms = ['assignee', 'calendarDays', 'percentiles', 'onTime', 'wip'] as const;
  return (
    <section
      aria-labelledby="performance-definitions"
      className="grid gap-2 rounded-xl border bg-card p-4 text-sm sm:p-5"
    >
      <h2 id="performance-definitions" className="text-base font-semibold">
        {t('performance.definitions.title')}
      </h2>
      <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {terms.map((term) => (
          <div key={term} className="contents">
            <dt className="font-medium">{t(`performance.definitions.${term}.term`)}</dt>
            <dd className="text-muted-foreground">{t(`performance.definitions.${term}.text`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PerformanceReport({ data, workspaceName }: { data: PerformanceResponse; workspaceName: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const locale = i18n.language;
  const weekly = weeklyChart(data.people);
  const finished = data.people.reduce((sum, person) => sum + person.throughput, 0);
  const fileName = (name: string) => exportFileName('performance', workspaceName, name, data.from, data.to);
  return (
    <>
      <ScopeNote scope={data.scope} />
      {data.people.length === 0 ? (
        <ReportEmpty
          icon={<Users aria-hidden="true" className="size-6 text-muted-foreground" />}
          title={t('performance.empty.title')}
        >
          <p className="max-w-md text-sm text-muted-foreground">{t('performance.empty.description')}</p>
        </ReportEmpty>
      ) : (
        <>
          <TableSection
            title={t('performance.people.title')}
            description={t('performance.people.description')}
            table={peopleTable(data.people, user?.id, t)}
            fileName={fileName(t('performance.people.title'))}
            emptyText={t('performance.empty.title')}
            extras={(row, column) =>
              column === 'weekly'
                ? { display: <Sparkline values={data.people[row]!.weekly.map((week) => week.count)} /> }
                : undefined
            }
            inclusion={[{ kind: 'included', count: finished, label: t('performance.inclusion.finished') }]}
            inclusionNotes={[t('performance.definitions.assignee.text'), t('performance.definitions.onTime.text')]}
          />
          <ChartCard
            title={t('performance.weekly.title')}
            description={t('performance.weekly.description')}
            summary={t('performance.weekly.summary', { count: finished, people: data.people.length })}
            table={weeklyTable(data.people, t)}
            fileName={fileName(t('performance.weekly.title'))}
            legend={legendOf(weekly.series)}
            empty={finished === 0 ? t('performance.weekly.empty') : null}
            inclusion={[{ kind: 'included', count: finished, label: t('performance.inclusion.finished') }]}
            inclusionNotes={[t('performance.definitions.assignee.text')]}
          >
            <LinesChart
              data={weekly.rows}
              xKey="week"
              series={weekly.series}
              formatX={(week) => formatLocalDate(week, locale, 'day')}
            />
          </ChartCard>
        </>
      )}
      <Definitions />
    </>
  );
}
