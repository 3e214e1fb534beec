import type { TimeReport } from '@rbax/shared/time/reports';
import { useQuery } from '@tanstack/react-query';
import { Clock, Eye, FileSpreadsheet, FileText, Printer, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { GuideLink } from '@/components/ui/guide-link';
import { TIME_GUIDE_SLUG } from '@/config/paths';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { NoWorkspace } from '@/features/analytics/workspace/components/workspace-report-filters';
import {
  ReportEmpty,
  ReportError,
  ReportHeader,
  ReportSkeleton,
} from '@/features/analytics/workspace/components/report-states';
import { useReportWorkspace } from '@/features/analytics/workspace/hooks/use-report-params';
import { timeReportQueryOptions, timeReportUrl, type TimeReportParams } from '@/features/time/api/get-time-report';
import { ReportEntries } from '@/features/time/components/report-entries';
import { TimeRatesDialog } from '@/features/time/components/time-rates-dialog';
import { TimeReportFilters } from '@/features/time/components/time-report-filters';
import { TimeReportSummary } from '@/features/time/components/time-report-summary';
import { TimeReportViews } from '@/features/time/components/time-report-views';
import { reportParams, useTimeReportParams } from '@/features/time/hooks/use-time-report-params';
// The printable view: the shell is left out while a [data-report] is on the page (issue 19's rules).
import '@/features/analytics/reports/components/reports-print.css';

/**
 * /time-reports ('Time Tracking', issue 21): a workspace's recorded time in a period — totals,
 * by person, board, card and day, the timesheet — with drill-down to the entries, CSV and XLSX
 * made by the server, and a printable view. Members see their own time; owners and admins see
 * everyone's and set the hourly rates (the API decides and says which: `scope`).
 */
export function TimeReportsPage() {
  const { t, i18n } = useTranslation();
  const report = useReportWorkspace();
  const state = useTimeReportParams();
  const params = report.workspace ? reportParams(report.workspace.id, state) : null;
  const query = useQuery(timeReportQueryOptions(params));
  const data = query.data;

  let body;
  if (report.isPending) body = <ReportSkeleton tiles={4} blocks={1} />;
  else if (report.isError)
    body = <ReportError message={t('workspaces.toasts.loadFailed')} onRetry={() => void report.refetch()} />;
  else if (!report.workspace) body = <NoWorkspace />;
  else if (query.isPending) body = <ReportSkeleton tiles={4} blocks={1} />;
  else if (query.isError && !data)
    body = <ReportError message={t('time.reports.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (data) body = <ReportBody data={data} state={state} />;

  return (
    <div data-report className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <title>{`${t('time.reports.title')} · RBAX Flow`}</title>
      <ReportHeader
        title={t('time.reports.title')}
        subtitle={t('time.reports.subtitle')}
        below={
          <>
            {data && report.workspace ? (
              <p className="text-sm text-muted-foreground">
                {t('time.reports.range', {
                  workspace: report.workspace.name,
                  from: formatLocalDate(data.from, i18n.language),
                  to: formatLocalDate(data.to, i18n.language),
                })}
              </p>
            ) : null}
            <p className="text-sm print:hidden">
              <GuideLink slug={TIME_GUIDE_SLUG}>{t('time.reports.guide')}</GuideLink>
            </p>
          </>
        }
      >
        {params && data ? <ReportActions params={params} data={data} /> : null}
      </ReportHeader>
      <TimeReportFilters report={report} state={state} options={data?.options} scope={data?.scope} />
      <div aria-busy={query.isFetching} className="grid grid-cols-1 gap-6">
        {body}
      </div>
    </div>
  );
}

function ReportActions({ params, data }: { params: TimeReportParams; data: TimeReport }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button asChild variant="outline" size="sm">
        <a href={timeReportUrl(params, 'csv')} download>
          <FileText aria-hidden="true" />
          {t('time.reports.export.csv')}
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={timeReportUrl(params, 'xlsx')} download>
          <FileSpreadsheet aria-hidden="true" />
          {t('time.reports.export.xlsx')}
        </a>
      </Button>
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {t('time.reports.export.print')}
      </Button>
      {data.scope === 'all' ? <TimeRatesDialog workspaceId={params.workspaceId} /> : null}
    </div>
  );
}

function ReportBody({ data, state }: { data: TimeReport; state: ReturnType<typeof useTimeReportParams> }) {
  const { t } = useTranslation();
  const Icon = data.scope === 'self' ? Eye : Users;
  return (
    <>
      <p className="flex items-start gap-2 rounded-xl border bg-muted/40 p-3 text-sm" data-testid="time-scope">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>{t(`time.reports.scope.${data.scope}`)}</span>
      </p>
      <TimeReportSummary report={data} />
      {data.totals.entries === 0 ? (
        <ReportEmpty
          icon={<Clock aria-hidden="true" className="size-6 text-muted-foreground" />}
          title={t('time.reports.empty.title')}
        >
          <p className="max-w-md text-sm text-muted-foreground">{t('time.reports.empty.description')}</p>
        </ReportEmpty>
      ) : (
        <>
          <TimeReportViews
            report={data}
            view={state.view}
            drill={state.drill}
            onView={state.setView}
            onDrill={state.setDrill}
          />
          {state.drill ? (
            <ReportEntries report={data} drill={state.drill} onClose={() => state.setDrill(null)} />
          ) : null}
        </>
      )}
    </>
  );
}
