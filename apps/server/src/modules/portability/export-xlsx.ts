import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { Locale } from '@rbax/shared/i18n';
import type { BoardExport } from '@rbax/shared/portability/board-export';
import { portabilityLabels } from '@rbax/shared/portability/labels';
import { cardHeaders, cardRows, type Cell } from './export-table.ts';

/**
 * Cards as an XLSX workbook (exceljs, as decision 039 chose): a sheet with every card, one sheet
 * per column of each board, and the columns and labels. Cells keep their types (dates, numbers);
 * text goes in as text, never as a formula, whatever it starts with. Written as a stream.
 */

const MAX_SHEETS = 200;
const BRL = '"R$" #,##0.00';

const cellValue = (cell: Cell) => {
  if (cell.kind === 'text') return cell.value;
  if (cell.kind === 'date') return cell.value ? new Date(cell.value) : null;
  return cell.value;
};

/** Excel's sheet names: at most 31 characters, none of []:*?/\, unique in the book. */
function sheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 28) || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 26)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

function addCardSheet(book: ExcelJS.stream.xlsx.WorkbookWriter, name: string, headers: string[], rows: Cell[][]) {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header, i) => ({
    header,
    width: Math.min(50, Math.max(12, header.length + 2)),
    style: i === 9 ? { numFmt: BRL } : [6, 7, 8, 20, 21].includes(i) ? { numFmt: 'yyyy-mm-dd hh:mm' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const cells of rows) sheet.addRow(cells.map(cellValue)).commit();
  sheet.commit();
}

export async function cardsXlsx(docs: BoardExport[], locale: Locale, out: Writable): Promise<void> {
  const l = portabilityLabels[locale];
  // Loaded on first use: exceljs costs ~30 MB that an idle server should not hold (decision 046).
  const { default: Excel } = await import('exceljs');
  const book = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const headers = cardHeaders(locale);
  const taken = new Set<string>();
  const all = docs.flatMap((doc) => cardRows(doc, locale));
  addCardSheet(
    book,
    sheetName(l.sheets.cards, taken),
    headers,
    all.map((r) => r.cells),
  );
  let sheets = 1;
  for (const doc of docs) {
    for (const column of doc.columns.filter((c) => !c.archived)) {
      if (sheets >= MAX_SHEETS) break;
      const rows = all.filter((r) => r.boardId === doc.board.id && r.columnId === column.id).map((r) => r.cells);
      const title = docs.length > 1 ? `${doc.board.title} · ${column.name}` : column.name;
      addCardSheet(book, sheetName(title, taken), headers, rows);
      sheets += 1;
    }
  }
  const columns = book.addWorksheet(sheetName(l.sheets.columns, taken));
  columns.addRow([l.fields.board, l.fields.column, 'WIP', l.fields.archived, l.pdf.cards]).font = { bold: true };
  for (const doc of docs) {
    for (const c of doc.columns) {
      const count = doc.cards.filter((card) => card.columnId === c.id && !card.archived).length;
      columns.addRow([doc.board.title, c.name, c.wipLimit, c.archived ? l.yes : l.no, count]).commit();
    }
  }
  columns.commit();
  const labels = book.addWorksheet(sheetName(l.sheets.labels, taken));
  labels.addRow([l.fields.board, l.fields.labels, l.fields.color]).font = { bold: true };
  for (const doc of docs) for (const x of doc.labels) labels.addRow([doc.board.title, x.name, x.color]).commit();
  labels.commit();
  await book.commit();
}
