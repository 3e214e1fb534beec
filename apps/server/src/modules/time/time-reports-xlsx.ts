import type ExcelJS from 'exceljs';
import type { Locale } from '@rbax/shared/i18n';
import { centsOfBrl } from '@rbax/shared/time/rates';
import { entryValueCents, type TimeReportRow } from '@rbax/shared/time/report-build';
import type { TimeReport, TimeTotals } from '@rbax/shared/time/reports';
import { timeExportLabels, type TimeExportLabels } from '@rbax/shared/time/export-labels';

/**
 * The time report as an XLSX workbook (exceljs, docs/decisions/039-time-tracking.md): the entries
 * and one sheet per view — by person, board, card and day, and the timesheet — each with a total
 * row. Cells hold numbers (hours as decimals, money in BRL), not text, so people can sum them
 * again; the totals are the report's own, which equal the sum of the entries.
 */

type Cell = string | number | Date | null;
const HOURS = '0.00';
const BRL = '"R$" #,##0.00';

const hours = (seconds: number) => seconds / 3600;
const money = (brl: string) => centsOfBrl(brl) / 100;
const dateCell = (date: string) => new Date(`${date}T00:00:00.000Z`);

function addSheet(book: ExcelJS.Workbook, name: string, header: string[], rows: Cell[][], formats: (string | null)[]) {
  const sheet = book.addWorksheet(name);
  sheet.addRow(header).font = { bold: true };
  for (const values of rows) sheet.addRow(values);
  formats.forEach((format, index) => {
    const column = sheet.getColumn(index + 1);
    column.width = Math.min(40, Math.max(12, header[index]!.length + 2));
    if (format) column.numFmt = format;
  });
  sheet.lastRow!.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

const totalCells = (totals: TimeTotals): Cell[] => [
  hours(totals.seconds),
  hours(totals.billableSeconds),
  money(totals.valueBrl),
  totals.entries,
];

function entriesSheet(book: ExcelJS.Workbook, rows: readonly TimeReportRow[], report: TimeReport, l: TimeExportLabels) {
  const header = [l.date, l.person, l.board, l.card, l.source, l.note, l.billable, l.minutes, l.hours, l.rate, l.value];
  const lines: Cell[][] = rows.map((row) => [
    dateCell(row.workDate),
    row.userId === null ? l.deletedUser : (row.userName ?? ''),
    row.boardTitle,
    row.cardTitle,
    l.sources[row.source],
    row.note ?? '',
    row.billable ? l.yes : l.no,
    row.durationSeconds / 60,
    hours(row.durationSeconds),
    row.rateCents === null ? null : row.rateCents / 100,
    entryValueCents(row) / 100,
  ]);
  const { totals } = report;
  lines.push([
    l.total,
    null,
    null,
    null,
    null,
    null,
    null,
    totals.seconds / 60,
    hours(totals.seconds),
    null,
    money(totals.valueBrl),
  ]);
  addSheet(book, l.sheets.entries, header, lines, [
    'yyyy-mm-dd',
    null,
    null,
    null,
    null,
    null,
    null,
    '0',
    HOURS,
    BRL,
    BRL,
  ]);
}

/** The header and number formats every view ends with: hours, billable hours, value, entries. */
const tailOf = (l: TimeExportLabels) => ({
  header: [l.hours, l.billableHours, l.value, l.entries],
  formats: [HOURS, HOURS, BRL, '0'],
});

function peopleSheet(book: ExcelJS.Workbook, report: TimeReport, l: TimeExportLabels) {
  const tail = tailOf(l);
  const rows = report.people.map((p) => [
    p.userId === null ? l.deletedUser : p.name,
    p.hourlyRateBrl === null ? null : money(p.hourlyRateBrl),
    ...totalCells(p),
  ]);
  addSheet(
    book,
    l.sheets.people,
    [l.person, l.rate, ...tail.header],
    [...rows, [l.total, null, ...totalCells(report.totals)]],
    [null, BRL, ...tail.formats],
  );
}

function boardCardDaySheets(book: ExcelJS.Workbook, report: TimeReport, l: TimeExportLabels) {
  const tail = tailOf(l);
  const total = totalCells(report.totals);
  const boardTitle = new Map(report.boards.map((b) => [b.boardId, b.title]));
  addSheet(
    book,
    l.sheets.boards,
    [l.board, ...tail.header],
    [...report.boards.map((b) => [b.title, ...totalCells(b)]), [l.total, ...total]],
    [null, ...tail.formats],
  );
  const cards = report.cards.map((c) => [
    c.title,
    boardTitle.get(c.boardId) ?? '',
    c.estimateMinutes === null ? null : c.estimateMinutes / 60,
    ...totalCells(c),
  ]);
  addSheet(
    book,
    l.sheets.cards,
    [l.card, l.board, l.estimate, ...tail.header],
    [...cards, [l.total, null, null, ...total]],
    [null, null, HOURS, ...tail.formats],
  );
  addSheet(
    book,
    l.sheets.days,
    [l.date, ...tail.header],
    [...report.days.map((d) => [dateCell(d.date), ...totalCells(d)]), [l.total, ...total]],
    ['yyyy-mm-dd', ...tail.formats],
  );
}

function timesheetSheet(book: ExcelJS.Workbook, report: TimeReport, l: TimeExportLabels) {
  const { timesheet } = report;
  addSheet(
    book,
    l.sheets.timesheet,
    [l.person, ...timesheet.days, l.total],
    [
      ...timesheet.rows.map((row) => [
        row.userId === null ? l.deletedUser : row.name,
        ...row.seconds.map(hours),
        hours(row.total),
      ]),
      [l.total, ...timesheet.dayTotals.map(hours), hours(timesheet.total)],
    ],
    [null, ...timesheet.days.map(() => HOURS), HOURS],
  );
}

export async function timeReportXlsx(
  report: TimeReport,
  rows: readonly TimeReportRow[],
  locale: Locale,
): Promise<Buffer> {
  const l = timeExportLabels[locale];
  // Loaded on first use: exceljs costs ~30 MB that an idle server should not hold (decision 046).
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  book.creator = 'RBAX Flow';
  // A fixed date: the same report makes the same file (nothing in it depends on when it was made).
  book.created = new Date(`${report.to}T00:00:00.000Z`);
  entriesSheet(book, rows, report, l);
  peopleSheet(book, report, l);
  boardCardDaySheets(book, report, l);
  timesheetSheet(book, report, l);
  return Buffer.from(await book.xlsx.writeBuffer());
}
