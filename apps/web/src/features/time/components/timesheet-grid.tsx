import type { Timesheet } from '@rbax/shared/time/reports';
import { useTranslation } from 'react-i18next';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { formatCell } from '@/features/time/lib/format';
import { cn } from '@/lib/utils';

const weekday = new Map<string, Intl.DateTimeFormat>();
function weekdayOf(date: string, locale: string): string {
  let format = weekday.get(locale);
  if (!format) weekday.set(locale, (format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })));
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** People × days with each row's and each day's total (the timesheet); weekends shaded. */
export function TimesheetGrid({ timesheet, deletedName }: { timesheet: Timesheet; deletedName: string }) {
  const { t, i18n } = useTranslation();
  const weekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
  return (
    <div className="overflow-x-auto rounded-xl border bg-card" data-testid="timesheet">
      <table className="w-max min-w-full text-sm">
        <caption className="sr-only">{t('time.reports.views.timesheet')}</caption>
        <thead className="border-b bg-muted/40 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left font-medium">
              {t('time.reports.columns.person')}
            </th>
            {timesheet.days.map((day) => (
              <th key={day} scope="col" className={cn('px-2 py-2 text-right font-medium', weekend(day) && 'bg-muted')}>
                <span className="block capitalize">{weekdayOf(day, i18n.language)}</span>
                <span className="block font-normal">{formatLocalDate(day, i18n.language, 'day')}</span>
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('time.reports.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {timesheet.rows.map((row) => (
            <tr key={row.userId ?? 'deleted'} className="border-b last:border-0">
              <th scope="row" className="sticky left-0 max-w-48 truncate bg-card px-3 py-2 text-left font-medium">
                {row.userId === null ? deletedName : row.name}
              </th>
              {row.seconds.map((seconds, index) => (
                <td
                  key={timesheet.days[index]}
                  className={cn(
                    'px-2 py-2 text-right tabular-nums',
                    seconds === 0 && 'text-muted-foreground',
                    weekend(timesheet.days[index]!) && 'bg-muted/50',
                  )}
                >
                  {formatCell(seconds)}
                </td>
              ))}
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{formatCell(row.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t bg-muted/40 font-semibold">
          <tr>
            <th scope="row" className="sticky left-0 bg-muted px-3 py-2 text-left">
              {t('time.reports.total')}
            </th>
            {timesheet.dayTotals.map((seconds, index) => (
              <td key={timesheet.days[index]} className="px-2 py-2 text-right tabular-nums">
                {formatCell(seconds)}
              </td>
            ))}
            <td className="px-3 py-2 text-right tabular-nums">{formatCell(timesheet.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
