import type { TimeReport, TimeReportEntry } from '@rbax/shared/time/reports';
import { centsOfBrl } from '@rbax/shared/time/rates';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cardPath } from '@/config/paths';
import { formatLocalDate } from '@/features/analytics/charts/dates';
import { formatBrlCents } from '@/features/analytics/charts/format';
import type { Drill } from '@/features/time/hooks/use-time-report-params';
import { formatCell } from '@/features/time/lib/format';

const matches = (entry: TimeReportEntry, drill: Drill) =>
  (drill.kind === 'person' && (entry.userId ?? '') === drill.key) ||
  (drill.kind === 'board' && entry.boardId === drill.key) ||
  (drill.kind === 'card' && entry.cardId === drill.key) ||
  (drill.kind === 'day' && entry.workDate === drill.key);

/** The entries behind the row drilled into: day, person, card (a link to it), source, note, billable, time, value. */
export function ReportEntries({ report, drill, onClose }: { report: TimeReport; drill: Drill; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const entries = report.entries.filter((entry) => matches(entry, drill));
  const person = new Map(
    report.people.map((p) => [p.userId ?? '', p.userId === null ? t('time.entries.deletedUser') : p.name]),
  );
  const card = new Map(report.cards.map((c) => [c.cardId, c.title]));
  const board = new Map(report.boards.map((b) => [b.boardId, b.title]));
  const title =
    drill.kind === 'person'
      ? person.get(drill.key)
      : drill.kind === 'board'
        ? board.get(drill.key)
        : drill.kind === 'card'
          ? card.get(drill.key)
          : formatLocalDate(drill.key, locale);

  return (
    <section aria-labelledby="time-drill-title" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h2 id="time-drill-title" className="text-base font-semibold">
          {t('time.reports.drill.title', { name: title ?? '' })}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 print:hidden"
          aria-label={t('time.reports.drill.close')}
          onClick={onClose}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {report.entriesTruncated ? (
        <p className="text-sm text-muted-foreground">
          {t('time.reports.drill.truncated', { count: report.entries.length })}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('time.reports.drill.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b pb-2 text-sm last:border-0"
            >
              <span className="w-24 shrink-0 text-muted-foreground">{formatLocalDate(entry.workDate, locale)}</span>
              <span className="font-medium tabular-nums">{formatCell(entry.durationSeconds)}</span>
              <span>{person.get(entry.userId ?? '')}</span>
              <Link
                className="min-w-0 truncate underline-offset-4 hover:underline"
                to={cardPath(entry.boardId, entry.cardId)}
              >
                {card.get(entry.cardId)}
              </Link>
              <span className="text-muted-foreground">{board.get(entry.boardId)}</span>
              <Badge variant="outline">{t(`time.entries.sources.${entry.source}`)}</Badge>
              {entry.billable ? (
                <Badge variant="secondary">
                  {t('time.entries.billable')} · {formatBrlCents(centsOfBrl(entry.valueBrl), locale)}
                </Badge>
              ) : null}
              {entry.note ? <span className="w-full text-muted-foreground">{entry.note}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
