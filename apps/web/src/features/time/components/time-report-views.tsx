import type { TimeReport } from '@rbax/shared/time/reports';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { totalCells, useReportColumns } from '@/features/time/components/report-columns';
import { ReportTable } from '@/features/time/components/report-table';
import { TimeDayView } from '@/features/time/components/time-day-view';
import { TimesheetGrid } from '@/features/time/components/timesheet-grid';
import { reportViews, type Drill, type ReportView } from '@/features/time/hooks/use-time-report-params';

/**
 * The views of the report — by person, board, card and day (with the stacked chart) and the
 * timesheet — as tabs; a row drills into its entries (shown under the views).
 */
export function TimeReportViews({
  report,
  view,
  drill,
  onView,
  onDrill,
}: {
  report: TimeReport;
  view: ReportView;
  drill: Drill | null;
  onView: (view: ReportView) => void;
  onDrill: (drill: Drill | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const { people, boards, cards, days, personName } = useReportColumns(report);
  const locale = i18n.language;
  const selected = (kind: Drill['kind']) => (drill?.kind === kind ? drill.key : null);
  const select = (kind: Drill['kind']) => (key: string | null) => onDrill(key === null ? null : { kind, key });
  const footer = totalCells(report.totals, locale);
  const see = (name: string) => t('time.reports.seeEntries', { name });

  return (
    <Tabs value={view} onValueChange={(value) => onView(value as ReportView)} className="min-w-0 gap-4">
      <TabsList
        className="grid h-auto grid-cols-3 gap-1 sm:grid-cols-5 print:hidden"
        aria-label={t('time.reports.views.label')}
      >
        {reportViews.map((item) => (
          <TabsTrigger key={item} value={item} className="h-8">
            {t(`time.reports.views.${item}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="person">
        <ReportTable
          caption={t('time.reports.views.person')}
          columns={people}
          rows={report.people}
          rowKey={(row) => row.userId ?? ''}
          rowLabel={(row) => see(personName(row))}
          total={footer}
          selected={selected('person')}
          onSelect={select('person')}
        />
      </TabsContent>
      <TabsContent value="board">
        <ReportTable
          caption={t('time.reports.views.board')}
          columns={boards}
          rows={report.boards}
          rowKey={(row) => row.boardId}
          rowLabel={(row) => see(row.title)}
          total={footer}
          selected={selected('board')}
          onSelect={select('board')}
        />
      </TabsContent>
      <TabsContent value="card">
        <ReportTable
          caption={t('time.reports.views.card')}
          columns={cards}
          rows={report.cards}
          rowKey={(row) => row.cardId}
          rowLabel={(row) => see(row.title)}
          total={footer}
          selected={selected('card')}
          onSelect={select('card')}
        />
      </TabsContent>
      <TabsContent value="day" className="grid gap-4">
        <TimeDayView report={report} />
        <ReportTable
          caption={t('time.reports.views.day')}
          columns={days}
          rows={report.days}
          rowKey={(row) => row.date}
          rowLabel={(row) => see(formatLocalDate(row.date, locale))}
          total={footer}
          selected={selected('day')}
          onSelect={select('day')}
        />
      </TabsContent>
      <TabsContent value="timesheet">
        <TimesheetGrid timesheet={report.timesheet} deletedName={t('time.entries.deletedUser')} />
      </TabsContent>
    </Tabs>
  );
}
