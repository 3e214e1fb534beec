import { formatLocalDate } from '@/features/analytics/charts/dates';
import {
  formatBrlCents,
  formatCsvNumber,
  formatDecimalCents,
  formatNumber,
  formatPercent,
} from '@/features/analytics/charts/format';

/**
 * The data behind a chart, as a table: shown under the chart ('Ver tabela'), exported as CSV and
 * printed. Cells hold raw values; the column's kind decides how they read on screen and in the file.
 */
export type ColumnKind = 'text' | 'date' | 'number' | 'days' | 'percent' | 'brl';

export type TableColumn = { key: string; label: string; kind: ColumnKind };

/** `date`: `YYYY-MM-DD`; `percent`: a share 0–1; `brl`: centavos; null: no value. */
export type TableCell = string | number | null;

export type TableModel = { columns: TableColumn[]; rows: TableCell[][] };

/** How a cell reads on screen ('—' for no value). */
export function displayCell(kind: ColumnKind, value: TableCell, locale: string): string {
  if (value === null || value === '') return '—';
  switch (kind) {
    case 'date':
      return formatLocalDate(String(value), locale);
    case 'number':
    case 'days':
      return typeof value === 'number' ? formatNumber(value, locale) : value;
    case 'percent':
      return typeof value === 'number' ? formatPercent(value, locale) : value;
    case 'brl':
      return typeof value === 'number' ? formatBrlCents(value, locale) : value;
    default:
      return String(value);
  }
}

/**
 * How a cell is written to the CSV: ISO dates (any spreadsheet reads them), numbers with the
 * language's decimal separator and no grouping (what Excel in that language expects next to the
 * `;` separator), money as a plain decimal, shares as a number 0–100.
 */
export function csvCell(kind: ColumnKind, value: TableCell, locale: string): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'percent':
      return formatCsvNumber(Math.round(value * 1000) / 10, locale);
    case 'brl':
      return formatDecimalCents(value, locale);
    default:
      return formatCsvNumber(value, locale);
  }
}
