import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { RangePicker, WorkspacePicker } from '@/features/analytics/workspace/components/report-filters';
import { ReportEmpty } from '@/features/analytics/workspace/components/report-states';
import type { useReportWorkspace } from '@/features/analytics/workspace/hooks/use-report-params';
import type { DateRange, RangeChoice } from '@/features/analytics/charts/range';

/** Workspace and period of /analytics and /performance. */
export function WorkspaceReportFilters({
  report,
  choice,
  range,
  onRangeChange,
}: {
  report: ReturnType<typeof useReportWorkspace>;
  choice: RangeChoice;
  range: DateRange;
  onRangeChange: (choice: RangeChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('analytics.filters.label')} className="flex flex-wrap items-end gap-3">
      {report.workspaces.length > 0 ? (
        <WorkspacePicker
          workspaces={report.workspaces}
          value={report.workspace?.id ?? null}
          onChange={report.setWorkspace}
        />
      ) : null}
      <RangePicker
        key={choice.kind === 'custom' ? `${choice.from}:${choice.to}` : choice.days}
        choice={choice}
        range={range}
        onChange={onRangeChange}
      />
    </div>
  );
}

/** 'De 01/03/2026 a 30/03/2026 · dias no fuso America/Sao_Paulo' (the answer's range). */
export function RangeSummary({ from, to, timeZone }: { from: string; to: string; timeZone: string | null }) {
  const { t, i18n } = useTranslation();
  const days = { from: formatLocalDate(from, i18n.language), to: formatLocalDate(to, i18n.language) };
  return (
    <p className="-mt-3 text-sm text-muted-foreground">
      {timeZone ? t('analytics.rangeSummaryZone', { ...days, timeZone }) : t('analytics.rangeSummary', days)}
    </p>
  );
}

/** The workspace reports need a workspace: without one, the way to create it. */
export function NoWorkspace() {
  const { t } = useTranslation();
  return (
    <ReportEmpty
      icon={<Building2 aria-hidden="true" className="size-6 text-muted-foreground" />}
      title={t('analytics.noWorkspace.title')}
    >
      <p className="max-w-md text-sm text-muted-foreground">{t('analytics.noWorkspace.description')}</p>
      <Button asChild variant="outline">
        <Link to={paths.workspaces}>{t('analytics.noWorkspace.action')}</Link>
      </Button>
    </ReportEmpty>
  );
}
