import type { TimeReport } from '@rbax/shared/time/reports';
import { centsOfBrl } from '@rbax/shared/time/rates';
import { useTranslation } from 'react-i18next';
import { formatBrlCents } from '@/features/analytics/charts/format';
import { StatTile } from '@/features/analytics/workspace/components/report-states';
import { formatCell, formatHours } from '@/features/time/lib/format';

/** Total, billable, value and number of entries of the period (with the filters). */
export function TimeReportSummary({ report }: { report: TimeReport }) {
  const { t, i18n } = useTranslation();
  const { totals } = report;
  return (
    <ul aria-label={t('time.reports.summary.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile
        label={t('time.reports.summary.total')}
        value={formatCell(totals.seconds)}
        detail={formatHours(totals.seconds, i18n.language)}
      />
      <StatTile
        label={t('time.reports.summary.billable')}
        value={formatCell(totals.billableSeconds)}
        detail={formatHours(totals.billableSeconds, i18n.language)}
      />
      <StatTile
        label={t('time.reports.summary.value')}
        value={formatBrlCents(centsOfBrl(totals.valueBrl), i18n.language)}
      />
      <StatTile label={t('time.reports.summary.entries')} value={String(totals.entries)} />
    </ul>
  );
}
