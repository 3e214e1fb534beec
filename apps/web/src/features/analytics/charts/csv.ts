import { csvCell, type TableModel } from '@/features/analytics/charts/table';

/**
 * One CSV dialect for every export (issue 19): UTF-8 with a byte-order mark, `;` between cells and
 * CRLF line ends, which Excel in pt-BR and es-ES opens in columns with accents intact (a `,`
 * would collide with their decimal comma); LibreOffice and scripts read it too.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/** Quotes a cell when it needs it; text that a spreadsheet would run as a formula is defused (OWASP CSV injection). */
export function escapeCsvCell(cell: string, text = true): string {
  let value = cell;
  if (text && /^[=+\-@\t\r]/.test(value)) value = `'${value}`;
  if (/[;"\r\n]/.test(value) || value !== value.trim()) return `"${value.replace(/"/g, '""')}"`;
  return value;
}

export function buildCsv(table: TableModel, locale: string): string {
  const header = table.columns.map((column) => escapeCsvCell(column.label)).join(CSV_SEPARATOR);
  const lines = table.rows.map((row) =>
    table.columns
      .map((column, index) => escapeCsvCell(csvCell(column.kind, row[index] ?? null, locale), column.kind === 'text'))
      .join(CSV_SEPARATOR),
  );
  return `${CSV_BOM}${[header, ...lines].join('\r\n')}\r\n`;
}

/** Saves a blob under a name through a temporary link (the browser's download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function downloadCsv(table: TableModel, locale: string, fileName: string): void {
  downloadBlob(new Blob([buildCsv(table, locale)], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** 'fluxo-cumulativo-board-2027-03-01-2027-03-30': safe for every file system. */
export function exportFileName(...parts: string[]): string {
  return parts
    .join('-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
