import type {
  TimeReport,
  TimeReportBoard,
  TimeReportCard,
  TimeReportPerson,
  TimeTotals,
} from '@rbax/shared/time/reports';
import { centsOfBrl } from '@rbax/shared/time/rates';
import { formatMinutes } from '@rbax/shared/time/duration';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { formatBrlCents } from '@/features/analytics/charts/format';
import type { ReportColumn } from '@/features/time/components/report-table';
import { formatCell } from '@/features/time/lib/format';
import { cn } from '@/lib/utils';

type Day = TimeReport['days'][number];

/** The columns every view shares: hours, billable hours, value, entries. */
function useTotalsColumns<T extends TimeTotals>(): ReportColumn<T>[] {
  const { t, i18n } = useTranslation();
  return [
    { key: 'seconds', label: t('time.reports.columns.hours'), numeric: true, cell: (row) => formatCell(row.seconds) },
    {
      key: 'billable',
      label: t('time.reports.columns.billable'),
      numeric: true,
      cell: (row) => formatCell(row.billableSeconds),
    },
    {
      key: 'value',
      label: t('time.reports.columns.value'),
      numeric: true,
      cell: (row) => formatBrlCents(centsOfBrl(row.valueBrl), i18n.language),
    },
    { key: 'entries', label: t('time.reports.columns.entries'), numeric: true, cell: (row) => row.entries },
  ];
}

export function totalCells(totals: TimeTotals, locale: string) {
  return {
    seconds: formatCell(totals.seconds),
    billable: formatCell(totals.billableSeconds),
    value: formatBrlCents(centsOfBrl(totals.valueBrl), locale),
    entries: totals.entries,
  };
}

/** The columns of the views by person, board, card and day, in the UI language. */
export function useReportColumns(report: TimeReport) {
  const { t, i18n } = useTranslation();
  const totals = useTotalsColumns<TimeTotals>();
  const locale = i18n.language;
  const deleted = t('time.entries.deletedUser');
  const personName = (row: { userId: string | null; name: string }) => (row.userId === null ? deleted : row.name);
  const boardTitle = new Map(report.boards.map((board) => [board.boardId, board.title]));

  const people: ReportColumn<TimeReportPerson>[] = [
    { key: 'name', label: t('time.reports.columns.person'), cell: personName },
    {
      key: 'rate',
      label: t('time.reports.columns.rate'),
      numeric: true,
      cell: (row) => (row.hourlyRateBrl === null ? '—' : formatBrlCents(centsOfBrl(row.hourlyRateBrl), locale)),
    },
    ...(totals as ReportColumn<TimeReportPerson>[]),
  ];
  const boards: ReportColumn<TimeReportBoard>[] = [
    { key: 'name', label: t('time.reports.columns.board'), cell: (row) => row.title },
    ...(totals as ReportColumn<TimeReportBoard>[]),
  ];
  const cards: ReportColumn<TimeReportCard>[] = [
    { key: 'name', label: t('time.reports.columns.card'), cell: (row) => row.title },
    { key: 'board', label: t('time.reports.columns.board'), cell: (row) => boardTitle.get(row.boardId) ?? '' },
    {
      key: 'estimate',
      label: t('time.reports.columns.estimate'),
      numeric: true,
      cell: (row) =>
        row.estimateMinutes === null ? (
          '—'
        ) : (
          <span className={cn(row.seconds > row.estimateMinutes * 60 && 'font-medium text-destructive')}>
            {formatMinutes(row.estimateMinutes)}
          </span>
        ),
    },
    ...(totals as ReportColumn<TimeReportCard>[]),
  ];
  const days: ReportColumn<Day>[] = [
    { key: 'name', label: t('time.reports.columns.date'), cell: (row) => formatLocalDate(row.date, locale) },
    ...(totals as ReportColumn<Day>[]),
  ];

  return { people, boards, cards, days, personName };
}
