/**
 * CSV for spreadsheets (RFC 4180): CRLF line ends, every cell quoted when it holds a quote,
 * comma or line break. A UTF-8 byte-order mark first, so Excel reads accents right. A cell that
 * starts with = + - @ (or a tab or carriage return) would run as a formula in a spreadsheet
 * (CSV injection, OWASP): it gets a leading apostrophe, which spreadsheets show as text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `feedback-2026-05-01.csv` */
export const csvFileName = (prefix: string, now = new Date()) => `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
