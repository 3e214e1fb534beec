import type { Locale } from '@rbax/shared/i18n';
import { entryValueCents, type TimeReportRow } from '@rbax/shared/time/report-build';
import { timeExportLabels } from '@rbax/shared/time/export-labels';

/**
 * The time report's entries as CSV, in the web's one dialect (apps/web/src/features/analytics/charts/
 * csv.ts): UTF-8 with a byte-order mark, `;` between cells, CRLF, ISO dates, numbers with the
 * language's decimal separator and no grouping, so Excel in pt-BR and es-ES opens it in columns. A
 * text cell that a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection).
 */

const SEPARATOR = ';';

export function csvText(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvNumber(value: number, locale: Locale, digits = 2): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits, useGrouping: false }).format(value);
}

const hours = (seconds: number) => seconds / 3600;

/** One line per entry, newest first, in the language of the request. */
export function timeReportCsv(rows: readonly TimeReportRow[], locale: Locale): string {
  const l = timeExportLabels[locale];
  const header = [l.date, l.person, l.board, l.card, l.source, l.note, l.billable, l.minutes, l.hours, l.rate, l.value];
  const lines = rows.map((row) =>
    [
      row.workDate,
      csvText(row.userId === null ? l.deletedUser : (row.userName ?? '')),
      csvText(row.boardTitle),
      csvText(row.cardTitle),
      l.sources[row.source],
      csvText(row.note ?? ''),
      row.billable ? l.yes : l.no,
      csvNumber(row.durationSeconds / 60, locale),
      csvNumber(hours(row.durationSeconds), locale),
      row.rateCents === null ? '' : csvNumber(row.rateCents / 100, locale),
      csvNumber(entryValueCents(row) / 100, locale),
    ].join(SEPARATOR),
  );
  return `\uFEFF${[header.map(csvText).join(SEPARATOR), ...lines].join('\r\n')}\r\n`;
}
