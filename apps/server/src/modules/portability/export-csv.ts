import type { Locale } from '@rbax/shared/i18n';
import type { BoardExport } from '@rbax/shared/portability/board-export';
import { csvNumber, csvText } from '#src/modules/time/time-reports-csv.ts';
import { cardHeaders, cardRows, type Cell } from './export-table.ts';

/**
 * Cards as CSV in the product's one dialect (apps/web/src/features/analytics/charts/csv.ts and
 * time-reports-csv.ts): BOM, `;`, CRLF, ISO dates, the language's decimal separator; a text cell
 * a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) gets a leading apostrophe.
 */

function cellText(cell: Cell, locale: Locale): string {
  if (cell.kind === 'text') return csvText(cell.value);
  if (cell.kind === 'date') return cell.value ?? '';
  return cell.value === null ? '' : csvNumber(cell.value, locale);
}

export function* cardsCsv(docs: Iterable<BoardExport>, locale: Locale): Generator<string> {
  yield `\uFEFF${cardHeaders(locale).map(csvText).join(';')}\r\n`;
  for (const doc of docs) {
    for (const row of cardRows(doc, locale)) yield `${row.cells.map((c) => cellText(c, locale)).join(';')}\r\n`;
  }
}
